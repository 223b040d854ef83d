import type { ReactNode } from 'react';
import * as fallbackFormCss from './fallback-form.css';

/**
 * A GET form around a button (`type="submit"`) whose work needs the page's JavaScript (open a
 * menu, check again): without JavaScript, pressing it loads `action`, the page that holds the
 * same links or answer. Once the page runs, the button's own handler does the work and the
 * form never submits. It adds no box of its own.
 */
export function FallbackForm(props: { action: string; children: ReactNode }) {
  return (
    <form
      action={props.action}
      method="get"
      className={fallbackFormCss.root}
      onSubmit={(event) => event.preventDefault()}
    >
      {props.children}
    </form>
  );
}
