import { Link } from 'react-router-dom';
import { Thumbnail } from '../../components/thumbnail';
import { useHeaderData } from './header-query';
import * as headerCss from './header.css';
import * as skeletonCss from '../../components/skeleton.css';

const LOADING_TILES = 8;

/** The Voucher Categories menu's links (or their loading tiles, or why they are missing). */
export function CategoryGrid() {
  const { data, error } = useHeaderData();
  const categories = data?.categories?.items;

  if (categories) {
    return (
      <ul className={headerCss.categoryGrid}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.link} data-testid="category-link">
              <div className={`${headerCss.categoryGridTile} ${headerCss.categoryGridTileLink}`}>
                <Thumbnail src={category.image} className={headerCss.categoryGridImage} />
                <p className={headerCss.categoryGridLabel}>{category.title}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <p className={headerCss.categoryGridError}>
        Kategori belum bisa dimuat. Coba lagi sebentar lagi.
      </p>
    );
  }
  return (
    <div className={headerCss.categoryGrid} aria-busy="true" aria-label="Memuat kategori">
      {Array.from({ length: LOADING_TILES }, (_, index) => (
        <div key={index} className={headerCss.categoryGridTile}>
          <div className={`${skeletonCss.root} ${headerCss.categoryGridSkeletonImage}`} />
          <div className={`${skeletonCss.root} ${headerCss.categoryGridSkeletonLabel}`} />
        </div>
      ))}
    </div>
  );
}
