import { Link } from 'react-router-dom';
import { Thumbnail } from '../../components/thumbnail';
import { useHeaderData } from '../../lib/header-query';
import * as categoryGridCss from './category-grid.css';
import * as skeletonCss from '../../components/skeleton.css';

const LOADING_TILES = 8;

/** The Voucher Categories menu's links (or their loading tiles, or why they are missing). */
export function CategoryGrid() {
  const { data, error } = useHeaderData();
  const categories = data?.categories?.items;

  if (categories) {
    return (
      <ul className={categoryGridCss.root}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.link} data-testid="category-link">
              <div className={`${categoryGridCss.tile} ${categoryGridCss.tileLink}`}>
                <Thumbnail src={category.image} className={categoryGridCss.image} />
                <p className={categoryGridCss.label}>{category.title}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <p className={categoryGridCss.error}>Kategori belum bisa dimuat. Coba lagi sebentar lagi.</p>
    );
  }
  return (
    <div className={categoryGridCss.root} aria-busy="true" aria-label="Memuat kategori">
      {Array.from({ length: LOADING_TILES }, (_, index) => (
        <div key={index} className={categoryGridCss.tile}>
          <div className={`${skeletonCss.root} ${categoryGridCss.skeletonImage}`} />
          <div className={`${skeletonCss.root} ${categoryGridCss.skeletonLabel}`} />
        </div>
      ))}
    </div>
  );
}
