import { CardGrid, cardImageLoading } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadMoreLink } from '../../components/load-more-link';
import { paths } from '../../lib/paths';
import { PromoCard, PromoCardSkeleton } from './promo-card';
import type { PromoListQuery } from '../../gql/graphql';

/**
 * The promos of a page's `PromoList` query (a category's, a merchant's): "none yet" with a way
 * to all promos, "could not load" when the query failed with nothing to show, else the cards
 * (skeletons while the URL changes) and "Muat lebih banyak".
 */
export function PromoListResults(props: {
  promos: PromoListQuery['promos'] | undefined;
  failed: boolean;
  /** The title of the empty list ("Belum ada promo …"). */
  emptyTitle: string;
  skeletonCount?: number;
  /** The list opens the page's first screen: its pictures there load at once. */
  firstScreen?: boolean;
}) {
  const { promos, firstScreen = false } = props;
  return (
    <>
      {promos && promos.items.length === 0 ? (
        <EmptyState
          title={props.emptyTitle}
          description="Promo baru datang setiap minggu. Sementara itu, lihat promo lainnya."
          action={{ label: 'Lihat semua promo', href: paths.promos() }}
        />
      ) : !promos && props.failed ? (
        <EmptyState
          title="Promo belum bisa dimuat"
          description="Coba muat ulang halaman ini sebentar lagi."
          action={{ label: 'Lihat semua promo', href: paths.promos() }}
        />
      ) : (
        <CardGrid skeleton={<PromoCardSkeleton />} skeletonCount={props.skeletonCount}>
          {promos?.items.map((promo, index) => (
            <li key={promo.id}>
              <PromoCard promo={promo} {...cardImageLoading(index, firstScreen)} />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMoreLink pageInfo={promos?.pageInfo} />
    </>
  );
}
