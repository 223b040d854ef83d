import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import * as cardGridCss from './card-grid.css';

/** The search without `page`, in a stable order. */
function listParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
}

/**
 * True while the page's own URL changes (a filter, a sort, a tab): the list shows skeletons of
 * the same size as its cards until the loader has the new data. (Opening an overlay, the
 * wallet's `?kode=`, runs no loader: app/revalidate-unless-overlay.ts.)
 */
export function useListIsReloading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || next?.pathname !== location.pathname) return false;
  // "Muat lebih banyak" appends below the cards already shown: they stay (useListIsLoadingMore).
  return new URLSearchParams(next.search).get('page') === null;
}

/**
 * True while "Muat lebih banyak" fetches the next page of this list: skeletons follow the cards
 * already shown until it is there, so the tap answers in the next frame.
 */
function useListIsLoadingMore(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || next?.pathname !== location.pathname) return false;
  if (new URLSearchParams(next.search).get('page') === null) return false;
  return listParams(next.search) === listParams(location.search);
}

/**
 * The column layouts of card lists (card-grid.css.ts). `cards`: promos, campaigns (2, 3, 4
 * columns); `wide`: events, articles (1, 2, 3); `quarters`: articles in search (1, 2, 4);
 * `pairs`: the wallet's rows (1, 2); `logos`: merchants (3 up to 8); `few-logos`: merchants in
 * search (2, 4, 6).
 */
export type CardGridLayout = 'cards' | 'wide' | 'quarters' | 'pairs' | 'logos' | 'few-logos';

/**
 * The cards of the `cards` layout a first screen shows: two rows of two on a phone, the first row
 * of four on a desktop. Their pictures load at once, not lazily after the first layout: they are
 * all the same size, and Chrome's largest paint snaps each box to device pixels, so the one that
 * counts as largest can be any of them (on a 412 px phone at 1.75×, a card of the second row came
 * out 68 px² larger than the first card's), and a lazy one made it wait.
 */
const FIRST_SCREEN_CARDS = 4;

/**
 * How the picture of the `cards` list's card at `index` loads. In a list that opens the page's
 * first screen, the first card's is preloaded at high priority and the rest of the first screen's
 * load at once; elsewhere they are lazy.
 */
export function cardImageLoading(
  index: number,
  listOpensFirstScreen: boolean,
): { priority: boolean; loading: 'eager' | undefined } {
  if (!listOpensFirstScreen) return { priority: false, loading: undefined };
  return { priority: index === 0, loading: index < FIRST_SCREEN_CARDS ? 'eager' : undefined };
}

const LAYOUTS: Record<Exclude<CardGridLayout, 'cards'>, string> = {
  wide: cardGridCss.wide,
  quarters: cardGridCss.quarters,
  pairs: cardGridCss.pairs,
  logos: cardGridCss.logos,
  'few-logos': cardGridCss.fewLogos,
};

/**
 * The responsive grid every card list uses; skeletons replace the cards while reloading. Plain
 * markup on static classes: a list page renders without Chakra's runtime.
 */
export function CardGrid({
  children,
  skeleton,
  skeletonCount = 8,
  reloading,
  layout = 'cards',
  fill = false,
  testId,
}: {
  children: ReactNode;
  skeleton: ReactNode;
  skeletonCount?: number;
  reloading?: boolean;
  layout?: CardGridLayout;
  /** Takes the row's free width (beside a heading in a flex row). */
  fill?: boolean;
  testId?: string;
}) {
  const reloadingList = useListIsReloading();
  const showSkeletons = reloading ?? reloadingList;
  const loadingMore = useListIsLoadingMore();
  const skeletons = (count: number) =>
    Array.from({ length: count }, (_, index) => <li key={`skeleton-${index}`}>{skeleton}</li>);
  const className = [
    cardGridCss.root,
    layout === 'cards' ? null : LAYOUTS[layout],
    fill ? cardGridCss.fill : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ul
      className={className}
      aria-busy={showSkeletons || loadingMore || undefined}
      data-testid={testId}
    >
      {showSkeletons ? skeletons(skeletonCount) : children}
      {!showSkeletons && loadingMore && skeletons(Math.min(skeletonCount, 4))}
    </ul>
  );
}
