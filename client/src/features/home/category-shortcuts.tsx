import { Link } from 'react-router-dom';
import { Section } from '../../components/section';
import { Thumbnail } from '../../components/thumbnail';
import { paths } from '../../lib/paths';
import { useHeaderData } from '../header/header-query';

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
      <ul className="mv-shortcuts">
        {categories.map((category) => (
          <li key={category.id} className="mv-shortcuts__item">
            <Link
              to={paths.category(category.slug)}
              data-testid="category-shortcut"
              data-ripple=""
              className="mv-shortcuts__link"
            >
              <div className="mv-shortcuts__icon">
                <Thumbnail src={category.image} className="mv-shortcuts__img" />
              </div>
              <p className="mv-shortcuts__label">{category.title}</p>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
