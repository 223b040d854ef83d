import type { FragmentType } from '@apollo/client';
import { Link } from 'react-router-dom';
import { ContentImage } from '../../components/content-image';
import { graphql } from '../../gql';
import { formatDate, promoCostLabel } from '../../lib/format';
import { fragmentData } from '../../lib/fragment-data';
import { paths } from '../../lib/paths';
import * as bookmarkRowCss from './bookmark-row.css';
import * as badgeSubtleCss from '../../components/badge-subtle.css';
import * as buttonCss from '../../components/button.css';
import * as buttonPaletteCss from '../../components/button-palette.css';
import * as cardSkeletonCss from '../../components/card-skeleton.css';
import * as skeletonCss from '../../components/skeleton.css';
import { MerchantByline } from '../../components/merchant-byline';

export const BookmarkRowFragment = graphql(`
  fragment BookmarkRow_promo on Promo {
    id
    slug
    title
    thumbnail
    price
    validTo
    isExpired
    merchant {
      id
      name
      image
    }
  }
`);

/**
 * A bookmarked promo: image, merchant, title, cost and validity (or "Promo berakhir"), with a
 * link to claim it on its page and "Hapus" to drop the bookmark.
 */
export function BookmarkRow(props: {
  promo: FragmentType<typeof BookmarkRowFragment>;
  onRemove: (promo: { id: string; title: string }) => void;
}) {
  const promo = fragmentData(BookmarkRowFragment, props.promo);
  const ended = promo.isExpired;

  return (
    <div
      className={ended ? `${bookmarkRowCss.root} ${bookmarkRowCss.ended}` : bookmarkRowCss.root}
      data-testid="bookmark-row"
    >
      <Link
        to={paths.promo(promo.slug)}
        tabIndex={-1}
        aria-hidden="true"
        className={bookmarkRowCss.picture}
        data-ripple=""
      >
        <ContentImage
          src={promo.thumbnail}
          sizes="(min-width: 48em) 160px, 112px"
          alt=""
          width={400}
          height={225}
          className={
            ended ? `${bookmarkRowCss.image} ${bookmarkRowCss.imageEnded}` : bookmarkRowCss.image
          }
        />
      </Link>
      <div className={bookmarkRowCss.body}>
        <MerchantByline merchant={promo.merchant} />
        <Link to={paths.promo(promo.slug)} className={bookmarkRowCss.title}>
          {promo.title}
        </Link>
        <div className={bookmarkRowCss.facts}>
          <p className={bookmarkRowCss.cost}>{promoCostLabel(promo.price)}</p>
          {ended ? (
            <span
              className={`${badgeSubtleCss.root} ${badgeSubtleCss.red}`}
              data-testid="bookmark-expired"
            >
              Promo berakhir
            </span>
          ) : (
            <p className={bookmarkRowCss.until}>{`s/d ${formatDate(promo.validTo)}`}</p>
          )}
        </div>
        <div className={bookmarkRowCss.actions}>
          <button
            type="button"
            className={`${buttonCss.root} ${buttonCss.xs} ${buttonPaletteCss.buttonGray} ${buttonCss.ghost}`}
            aria-label={`Hapus ${promo.title} dari bookmark`}
            onClick={() => props.onRemove({ id: promo.id, title: promo.title })}
          >
            Hapus
          </button>
          <Link
            to={paths.promo(promo.slug)}
            className={`${buttonCss.root} ${buttonCss.xs} ${buttonCss.brand} ${ended ? buttonCss.outline : buttonCss.solid}`}
          >
            {ended ? 'Lihat promo' : 'Klaim'}
          </Link>
        </div>
      </div>
    </div>
  );
}

export function BookmarkRowSkeleton() {
  return (
    <div className={bookmarkRowCss.root} aria-hidden="true">
      <div className={bookmarkRowCss.bookmarkRowSkeletonPicture}>
        <div className={`${skeletonCss.root} ${bookmarkRowCss.bookmarkRowSkeletonImage}`} />
      </div>
      <div className={`${cardSkeletonCss.body} ${bookmarkRowCss.bookmarkRowSkeletonBody}`}>
        <div
          className={`${skeletonCss.root} ${bookmarkRowCss.bookmarkRowSkeletonLine} ${bookmarkRowCss.bookmarkRowSkeletonMerchant}`}
        />
        <div className={`${skeletonCss.root} ${bookmarkRowCss.bookmarkRowSkeletonTitle}`} />
        <div
          className={`${skeletonCss.root} ${bookmarkRowCss.bookmarkRowSkeletonLine} ${bookmarkRowCss.bookmarkRowSkeletonCost}`}
        />
      </div>
    </div>
  );
}
