import type { AriaRole, ReactNode } from 'react';
import * as alertCss from './alert.css';
import * as alertStatusCss from './alert-status.css';

export type AlertStatus = 'info' | 'success' | 'warning' | 'error';

const STATUS = {
  info: alertStatusCss.alertInfo,
  success: alertStatusCss.alertSuccess,
  warning: alertStatusCss.alertWarning,
  error: alertStatusCss.alertError,
} satisfies Record<AlertStatus, string>;

const SIZE = { sm: alertStatusCss.alertSm, md: alertStatusCss.alertMd };

/** Chakra's alert glyphs (its `Alert.Indicator` draws one per status), filled at 24 px. */
function StatusGlyph({ status }: { status: AlertStatus }) {
  const mark =
    status === 'success'
      ? 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z'
      : status === 'info'
        ? 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z'
        : 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z';
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="0">
      <path
        d={`M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z${mark}`}
      />
    </svg>
  );
}

/**
 * Chakra's subtle `Alert` as static markup: the status glyph, the title and, when given, a
 * description under it (then both sit in the alert's content column, as `Alert.Content` does).
 */
export function StatusAlert(props: {
  status: AlertStatus;
  size?: 'sm' | 'md';
  title: ReactNode;
  description?: ReactNode;
  /** The alert's own look on top (its radius, a margin). */
  className?: string;
  /** Extra classes for the title (a normal weight). */
  titleClassName?: string;
  role?: AriaRole;
  'data-testid'?: string;
}) {
  const classes = [alertCss.root, SIZE[props.size ?? 'md'], STATUS[props.status], props.className]
    .filter(Boolean)
    .join(' ');
  const title = (
    <div
      className={
        props.titleClassName ? `${alertCss.title} ${props.titleClassName}` : alertCss.title
      }
    >
      {props.title}
    </div>
  );
  return (
    <div className={classes} role={props.role} data-testid={props['data-testid']}>
      <span className={alertCss.indicator}>
        <StatusGlyph status={props.status} />
      </span>
      {props.description ? (
        <div className={alertStatusCss.alertContent}>
          {title}
          <div className={alertStatusCss.alertDescription}>{props.description}</div>
        </div>
      ) : (
        title
      )}
    </div>
  );
}
