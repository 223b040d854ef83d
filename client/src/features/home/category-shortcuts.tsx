import { Link } from 'react-router-dom';
import { Section } from '../../components/section';
import { Thumbnail } from '../../components/thumbnail';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../../lib/header-query';
import * as homeCss from './home.css';

/**
 * Shortcuts into the voucher categories. They come from the header's query (already in the
 * cache for every page): no second categories request. On phones two lines that scroll
 * sideways, from `md` on a grid.
 */
export function CategoryShortcuts() {
  const { data } = useHeaderData();
  const categories = data?.categories?.items ?? [];
  if (categories.length === 0) return null;

  return (
    <Section title="Kategori">
      <ul className={homeCss.shortcuts}>
        {categories.map((category) => (
          <li key={category.id} className={homeCss.shortcutsItem}>
            <Link
              to={paths.category(category.slug)}
              data-testid="category-shortcut"
              data-ripple=""
              className={homeCss.shortcutsLink}
            >
              <div className={homeCss.shortcutsIcon}>
                <Thumbnail src={category.image} className={homeCss.shortcutsImg} />
              </div>
              <p className={homeCss.shortcutsLabel}>{category.title}</p>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
