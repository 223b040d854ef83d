import type { ReactNode } from 'react';
import * as buttonCss from './button.css';
import * as spinnerCss from './spinner.css';

/**
 * A static `buttonCss.root`'s content while it is busy, as Chakra's `Button loading
 * loadingText=…` draws it: a spinner, then `text` in place of the label (`ButtonLoader` keeps
 * the label instead). The button itself gets `disabled` and `data-loading`.
 */
export function ButtonLoadingText(props: { loading: boolean; text: string; children: ReactNode }) {
  if (!props.loading) return props.children;
  return (
    <span className={buttonCss.loading}>
      <span className={spinnerCss.root} />
      {props.text}
    </span>
  );
}
