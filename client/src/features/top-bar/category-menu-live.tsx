import { HeaderPopover, PopoverTitle } from '../../components/popover';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { CategoryGrid } from './category-grid';
import { CategoryMenuTrigger } from './category-menu-trigger';
import * as topBarCss from './top-bar.css';

/** The Voucher Categories popover; its links stay in the page while closed, for crawlers. */
export function LiveCategoryMenu({ open, triggerMark }: LiveControlOptions) {
  return (
    <HeaderPopover
      align="start"
      keepMounted
      defaultOpen={open}
      trigger={<CategoryMenuTrigger {...triggerMark} />}
      className={topBarCss.categoryMenu}
      arrow
    >
      <PopoverTitle className={topBarCss.categoryMenuTitle}>Kategori Voucher</PopoverTitle>
      <CategoryGrid />
    </HeaderPopover>
  );
}
