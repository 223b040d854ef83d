import { useLocation, useNavigation } from 'react-router-dom';
import { VOUCHER_PARAM } from './voucher-href';

function listParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(VOUCHER_PARAM);
  params.delete('page');
  params.sort();
  return params;
}

/**
 * True while a filter of the list changes: the cards give way to skeletons. Opening or closing
 * a voucher (`?kode=`) and "Muat lebih banyak" (`?page=`) keep the cards where they are, unlike
 * `CardGrid`'s default, which treats any change of the search as a new list.
 */
export function useFilterReloading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || !next || next.pathname !== location.pathname) return false;
  if (new URLSearchParams(next.search).get('page') !== null) return false;
  return listParams(next.search).toString() !== listParams(location.search).toString();
}
