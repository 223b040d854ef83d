import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { CardGrid, useListIsReloading } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { FilterLinks, listSearch } from '../../components/filter-links';
import { LoadMoreLink } from '../../components/load-more-link';
import { PageHead } from '../../components/page-head';
import { usePublicConfig } from '../../config/public-config';
import { useHeaderData } from '../../lib/header-query';
import { MerchantCard, MerchantCardSkeleton } from '../../features/merchant/merchant-card';
import { paths } from '../../lib/paths';
import { groupByInitial, LetterJumps, letterAnchor } from './letter-jumps';
import { MerchantListQuery, merchantListArgs } from './merchant-list-loader';
import * as containerCss from '../../components/container.css';
import * as listCss from '../../components/list-page.css';
import * as pageCss from '../../components/page.css';
import * as merchantCss from './merchant.css';

/** The merchants from A to Z, with jumps to each letter. Plain markup. */
export function Component() {
  const { brandName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const { category, page, variables } = merchantListArgs(searchParams);
  const { data } = useQuery(MerchantListQuery, { variables: { ...variables, page } });
  const { data: header } = useHeaderData();
  const reloading = useListIsReloading();
  const categories = header?.categories?.items ?? [];
  const activeCategory = categories.find((item) => item.slug === category);
  const list = data?.merchants;
  const groups = groupByInitial(list?.items ?? []);

  const heading = activeCategory ? `Brand Partner ${activeCategory.title}` : 'Brand Partner';
  return (
    <div className={`${containerCss.root} ${pageCss.root}`}>
      <PageHead
        title={heading}
        description={`Semua brand partner ${brandName} dari A sampai Z: tempat kamu menukar voucher dan promo.`}
      />
      <h1 className={pageCss.title}>{heading}</h1>
      <p className={listCss.lead}>
        {list && list.pageInfo.totalCount > 0
          ? `${list.pageInfo.totalCount} brand partner tempat kamu menukar voucher.`
          : `Semua brand partner ${brandName} dari A sampai Z.`}
      </p>
      {categories.length > 0 ? (
        <FilterLinks
          label="Kategori brand partner"
          items={[
            {
              label: 'Semua',
              search: listSearch(searchParams, { category: null }),
              active: !category,
            },
            ...categories.map((item) => ({
              label: item.title,
              search: listSearch(searchParams, { category: item.slug }),
              active: item.slug === category,
            })),
          ]}
        />
      ) : null}
      {reloading ? (
        <CardGrid layout="logos" skeleton={<MerchantCardSkeleton />} skeletonCount={12} reloading>
          {null}
        </CardGrid>
      ) : list && list.items.length === 0 ? (
        <EmptyState
          title="Belum ada brand partner di kategori ini"
          description="Coba kategori lain, atau lihat semua brand partner."
          action={{ label: 'Lihat semua brand partner', href: paths.merchants() }}
        />
      ) : (
        <>
          <LetterJumps present={groups.map((group) => group.letter)} />
          {groups.map((group) => (
            <section
              key={group.letter}
              id={letterAnchor(group.letter)}
              aria-labelledby={`${letterAnchor(group.letter)}-heading`}
              className={merchantCss.letterGroup}
            >
              <h2 id={`${letterAnchor(group.letter)}-heading`} className={merchantCss.letter}>
                {group.letter}
              </h2>
              <CardGrid fill layout="logos" skeleton={<MerchantCardSkeleton />} reloading={false}>
                {group.items.map((merchant, index) => (
                  <li key={merchant.id}>
                    <MerchantCard merchant={merchant} priority={group === groups[0] && index < 3} />
                  </li>
                ))}
              </CardGrid>
            </section>
          ))}
        </>
      )}
      <LoadMoreLink pageInfo={list?.pageInfo} />
    </div>
  );
}
