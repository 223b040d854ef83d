import { useLayoutEffect, useRef } from 'react';

/**
 * A row of links that scrolls sideways on a phone: whenever `key` changes (the chosen filter,
 * the path), its link with `aria-current="page"` is brought into view, or it may sit off-screen
 * and the visitor cannot see which one is on. Returns the ref for the row's list.
 */
export function useActiveIntoView(key: unknown) {
  const listRef = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - 16;
    }
  }, [key]);
  return listRef;
}
