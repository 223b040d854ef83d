import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardGrid, cardImageLoading } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { FilterLinks } from '../../components/filter-links';
import { PageHead } from '../../components/page-head';
import { Section } from '../../components/section';
import { usePublicConfig } from '../../config/public-config';
import { ArticleCard, ArticleCardSkeleton } from '../../features/article/article-card';
import { useHeaderData } from '../../lib/header-query';
import { MerchantCard, MerchantCardSkeleton } from '../../features/merchant/merchant-card';
import { PromoCard, PromoCardSkeleton } from '../../features/promo/promo-card';
import type { SearchQuery as SearchQueryResult } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { EventCard, EventCardSkeleton } from '../../features/event/event-card';
import { SearchField } from './search-field';
import { SEARCH_GROUPS, SearchQuery, searchArgs, type SearchGroup } from './search-query';
import * as containerCss from '../../components/container.css';
import * as pageCss from '../../components/page.css';
import * as textCss from '../../components/text.css';
import * as searchCss from './search.css';

type Results = SearchQueryResult['search'];

/**
 * One group's results in the grid its cards use. The first group shown opens the first screen:
 * its pictures there load at once, as on the lists of their own.
 */
function GroupResults(props: { group: SearchGroup; results: Results; firstScreen: boolean }) {
  switch (props.group.key) {
    case 'promos':
      return (
        <CardGrid skeleton={<PromoCardSkeleton />} skeletonCount={4}>
          {props.results.promos.map((promo, index) => (
            <li key={promo.id}>
              <PromoCard promo={promo} {...cardImageLoading(index, props.firstScreen)} />
            </li>
          ))}
        </CardGrid>
      );
    case 'events':
      return (
        <CardGrid skeleton={<EventCardSkeleton />} skeletonCount={4}>
          {props.results.events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} priority={props.firstScreen && index === 0} />
            </li>
          ))}
        </CardGrid>
      );
    case 'articles':
      return (
        <CardGrid layout="quarters" skeleton={<ArticleCardSkeleton />} skeletonCount={4}>
          {props.results.articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={props.firstScreen && index === 0} />
            </li>
          ))}
        </CardGrid>
      );
    case 'merchants':
      return (
        <CardGrid layout="few-logos" skeleton={<MerchantCardSkeleton />} skeletonCount={4}>
          {props.results.merchants.map((merchant) => (
            <li key={merchant.id}>
              <MerchantCard merchant={merchant} />
            </li>
          ))}
        </CardGrid>
      );
  }
}

/** Popular categories as links: a way on when there is nothing to show yet. */
function CategorySuggestions() {
  const { data } = useHeaderData();
  const categories = data?.categories?.items.slice(0, 8) ?? [];
  if (categories.length === 0) return null;
  return (
    <div className={searchCss.suggestions}>
      <h2 className={searchCss.suggestionsTitle}>Kategori populer</h2>
      <ul className={searchCss.suggestionsList}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.link} data-ripple="" className={searchCss.suggestion}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The search page: its results grouped, one group, or why there are none. Plain markup but for
 * the phone's search field (Chakra's Input): the route keeps Chakra's runtime for it.
 */
export function Component() {
  const { brandName } = usePublicConfig();
  const [searchParams] = useSearchParams();
  const { q, group, overview, oneGroup } = searchArgs(searchParams);
  const { data } = useQuery(SearchQuery, { variables: overview, skip: !q });
  const { data: groupData } = useQuery(SearchQuery, {
    variables: oneGroup ?? overview,
    skip: !q || !oneGroup,
  });
  const results = data?.search;
  const groupResults = groupData?.search;
  const counts = results?.counts;
  const total = counts ? counts.promos + counts.events + counts.articles + counts.merchants : 0;

  const heading = q ? `Hasil pencarian “${q}”` : 'Cari';
  let body: ReactNode;
  if (!q) {
    body = (
      <>
        <p className={textCss.muted}>
          Ketik kata kunci lalu tekan Enter untuk mencari promo, event, artikel dan brand partner.
        </p>
        <CategorySuggestions />
      </>
    );
  } else if (!results || !counts) {
    body = null;
  } else if (total === 0) {
    body = (
      <>
        <EmptyState
          title={`Tidak ada hasil untuk “${q}”`}
          description="Periksa ejaan kata kuncimu, atau coba kata lain yang lebih umum."
          action={{ label: 'Lihat semua promo', href: paths.promos() }}
        />
        <CategorySuggestions />
      </>
    );
  } else {
    const shown = group ? [group] : SEARCH_GROUPS.filter((item) => counts[item.key] > 0);
    body = (
      <>
        <FilterLinks
          label="Jenis hasil"
          items={[
            {
              label: 'Semua',
              search: paths.search(q).slice(paths.search().length),
              active: !group,
              count: total,
            },
            // A group without results is no choice (unless its URL was opened directly).
            ...SEARCH_GROUPS.filter((item) => counts[item.key] > 0 || item === group).map(
              (item) => ({
                label: item.label,
                search: paths.search(q, item.type).slice(paths.search().length),
                active: item === group,
                count: counts[item.key],
              }),
            ),
          ]}
        />
        {shown.map((item, shownIndex) => {
          const list = group ? groupResults : results;
          const count = counts[item.key];
          if (group && count === 0) {
            return (
              <EmptyState
                key={item.key}
                title={`Tidak ada ${item.label.toLowerCase()} untuk “${q}”`}
                description="Lihat hasil dari jenis lain, atau coba kata kunci lain."
                action={{ label: 'Lihat semua hasil', href: paths.search(q) }}
              />
            );
          }
          if (!list) return null;
          const listed = list[item.key].length;
          return (
            <Section
              key={item.key}
              title={`${item.label} (${count})`}
              seeAllHref={!group && count > listed ? paths.search(q, item.type) : undefined}
            >
              <GroupResults group={item} results={list} firstScreen={shownIndex === 0} />
              {group && count > listed ? (
                <p className={searchCss.more}>
                  Menampilkan {listed} dari {count} hasil. Tambahkan kata kunci agar hasilnya lebih
                  tepat.
                </p>
              ) : null}
            </Section>
          );
        })}
      </>
    );
  }

  return (
    <div className={`${containerCss.root} ${pageCss.root}`}>
      <PageHead
        title={q ? `Hasil pencarian “${q}”` : 'Cari'}
        description={`Cari promo, voucher, event, artikel dan brand partner ${brandName}.`}
        robots="noindex, follow"
      />
      <SearchField q={q} />
      <h1 className={`${pageCss.title} ${searchCss.title}`}>{heading}</h1>
      {body}
    </div>
  );
}
