import type { ComponentProps } from 'react';
import { BellIcon } from '../../components/icons';
import * as buttonCss from '../../components/button.css';
import * as srOnlyCss from '../../components/sr-only.css';
import * as notificationsCss from './notifications.css';

/** The count shown on the bell: a number past 99 would not fit its circle. */
function shownCount(unread: number) {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The bell that opens the notification panel, the same closed (stand-in) and live. Named by its
 * content, the count read out as it is shown: "Pemberitahuan 3 belum dibaca" (WCAG 2.5.3).
 */
export function BellTrigger({
  unread,
  className,
  ...props
}: ComponentProps<'button'> & { unread: number }) {
  const classes =
    `${buttonCss.root} ${buttonCss.md} ${buttonCss.ghost} ${buttonCss.icon} ${buttonCss.pill} ${notificationsCss.bell}` +
    (className ? ` ${className}` : '');
  return (
    <button type="button" className={classes} data-testid="notification-bell" {...props}>
      <BellIcon />
      <span className={srOnlyCss.srOnly}>{'Pemberitahuan '}</span>
      {unread > 0 ? (
        <>
          <span className={notificationsCss.count} data-testid="notification-count">
            {shownCount(unread)}
          </span>
          <span className={srOnlyCss.srOnly}>{' belum dibaca'}</span>
        </>
      ) : null}
    </button>
  );
}
