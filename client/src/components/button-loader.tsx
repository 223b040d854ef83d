import type { ReactNode } from 'react';

/**
 * A static `mv-button`'s content while it is busy, as Chakra's `Button loading` draws it: the
 * spinner centred over the label, which stays (hidden) to keep the button's width. The button
 * itself gets `disabled` and `data-loading` (theme/shell-css.ts).
 */
export function ButtonLoader({ loading, children }: { loading: boolean; children: ReactNode }) {
  if (!loading) return children;
  return (
    <span className="mv-button__loading">
      <span className="mv-button__spinner">
        <span className="mv-spinner" />
      </span>
      <span className="mv-button__loading-label">{children}</span>
    </span>
  );
}
