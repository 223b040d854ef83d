import type { ReactNode } from 'react';
import * as buttonCss from './button.css';
import * as spinnerCss from './spinner.css';

/**
 * A static `buttonCss.root`'s content while it is busy, as Chakra's `Button loading` draws it: the
 * spinner centred over the label, which stays (hidden) to keep the button's width. The button
 * itself gets `disabled` and `data-loading` (button.css.ts).
 */
export function ButtonLoader({ loading, children }: { loading: boolean; children: ReactNode }) {
  if (!loading) return children;
  return (
    <span className={buttonCss.loading}>
      <span className={buttonCss.spinner}>
        <span className={spinnerCss.root} />
      </span>
      <span className={buttonCss.loadingLabel}>{children}</span>
    </span>
  );
}
