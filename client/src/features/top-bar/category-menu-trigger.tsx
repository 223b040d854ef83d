import type { ComponentProps } from 'react';
import { TOP_BAR_ITEM_CLASS } from './top-bar-item';

/** The top bar's "Kategori Voucher" button, the same closed (stand-in) and live. */
export function CategoryMenuTrigger({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={className ? `${TOP_BAR_ITEM_CLASS} ${className}` : TOP_BAR_ITEM_CLASS}
      {...props}
    >
      Kategori Voucher
    </button>
  );
}
