import type { ReactNode } from 'react';
import { FALLBACK_FORM_ATTRIBUTE } from '../lib/early-events/capture';
import * as fallbackFormCss from './fallback-form.css';

/**
 * A GET form around a button (`type="submit"`) whose work needs the page's JavaScript (open a
 * menu, check again): without JavaScript, pressing it loads `action`, the page that holds the
 * same links or answer. Once the page runs, the button's own handler does the work and the
 * form never submits; a press before the page's code ran is kept for the button, as any other
 * (lib/early-events). It adds no box of its own.
 */
export function FallbackForm(props: { action: string; children: ReactNode }) {
  return (
    <form
      action={props.action}
      method="get"
      {...{ [FALLBACK_FORM_ATTRIBUTE]: '' }}
      className={fallbackFormCss.root}
      onSubmit={(event) => event.preventDefault()}
    >
      {props.children}
    </form>
  );
}
