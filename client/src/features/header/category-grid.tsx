import { Link } from 'react-router-dom';
import { Thumbnail } from '../../components/thumbnail';
import { useHeaderData } from './header-query';

const LOADING_TILES = 8;

/** The Voucher Categories menu's links (or their loading tiles, or why they are missing). */
export function CategoryGrid() {
  const { data, error } = useHeaderData();
  const categories = data?.categories?.items;

  if (categories) {
    return (
      <ul className="mv-category-grid">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.link} data-testid="category-link">
              <div className="mv-category-grid__tile mv-category-grid__tile--link">
                <Thumbnail src={category.image} className="mv-category-grid__image" />
                <p className="mv-category-grid__label">{category.title}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <p className="mv-category-grid__error">
        Kategori belum bisa dimuat. Coba lagi sebentar lagi.
      </p>
    );
  }
  return (
    <div className="mv-category-grid" aria-busy="true" aria-label="Memuat kategori">
      {Array.from({ length: LOADING_TILES }, (_, index) => (
        <div key={index} className="mv-category-grid__tile">
          <div className="mv-skeleton mv-category-grid__skeleton-image" />
          <div className="mv-skeleton mv-category-grid__skeleton-label" />
        </div>
      ))}
    </div>
  );
}
