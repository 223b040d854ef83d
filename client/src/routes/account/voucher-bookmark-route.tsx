import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { CardGrid } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead } from '../../components/page-head';
import { BookmarkRow, BookmarkRowSkeleton } from '../../features/wallet/bookmark-row';
import { useRemoveBookmark } from '../../features/wallet/use-remove-bookmark';
import { WalletTabs } from '../../features/wallet/wallet-tabs';
import { paths } from '../../lib/paths';
import { pageNumber } from '../../lib/route-data';
import { BOOKMARK_PAGE_SIZE, VoucherBookmarksQuery } from './voucher-bookmark-loader';
import * as pageCss from '../../components/page.css';

export function Component() {
  const [searchParams] = useSearchParams();
  const { data } = useQuery(VoucherBookmarksQuery, {
    variables: { pageSize: BOOKMARK_PAGE_SIZE, page: pageNumber(searchParams) },
  });
  const remove = useRemoveBookmark();
  const list = data?.viewer?.bookmarks;

  return (
    <>
      <PageHead
        title="Bookmark Promo"
        description="Promo yang kamu simpan untuk nanti: klaim sebelum berakhir, atau hapus dari bookmark."
      />
      <h1 className={pageCss.title}>Voucher Saya</h1>
      <p className={pageCss.lead}>
        Promo yang kamu simpan untuk nanti. Klaim sebelum promonya berakhir.
      </p>
      <WalletTabs />

      {list && list.items.length === 0 ? (
        <EmptyState
          title="Belum ada promo yang di-bookmark"
          description="Simpan promo yang menarik dengan tombol bookmark di halaman promo, lalu klaim kapan saja dari sini."
          action={{ label: 'Cari Promo', href: paths.promos() }}
        />
      ) : (
        <CardGrid
          skeleton={<BookmarkRowSkeleton />}
          skeletonCount={4}
          layout="pairs"
          testId="bookmark-list"
        >
          {list?.items.map((promo) => (
            <li key={promo.id}>
              <BookmarkRow promo={promo} onRemove={(target) => void remove(target)} />
            </li>
          ))}
        </CardGrid>
      )}
      <LoadMoreLink pageInfo={list?.pageInfo} />
    </>
  );
}
