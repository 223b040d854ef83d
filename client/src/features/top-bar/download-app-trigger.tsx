import type { ComponentProps } from 'react';
import { PhoneIcon } from '../../components/icons';
import { TOP_BAR_ITEM_CLASS } from './top-bar-item';

/** The top bar's "Download aplikasi" button, the same closed (stand-in) and live. */
export function DownloadAppTrigger({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={className ? `${TOP_BAR_ITEM_CLASS} ${className}` : TOP_BAR_ITEM_CLASS}
      {...props}
    >
      <PhoneIcon aria-hidden="true" />
      Download aplikasi
    </button>
  );
}
