import { DeferredControl } from '../../lib/deferred-control';
import { CategoryGrid } from './category-grid';
import { CategoryMenuTrigger } from './category-menu-trigger';

const importLive = () => import('./category-menu-live');

/**
 * The top bar's Voucher Categories menu. The server HTML carries every category link (hidden,
 * like a closed popover) next to the closed trigger; the popover itself loads after hydration
 * or on first reach.
 */
export function CategoryMenu() {
  return (
    <DeferredControl
      importer={importLive}
      standIn={(trigger) => (
        <>
          <CategoryMenuTrigger {...trigger} />
          <div hidden>
            <CategoryGrid />
          </div>
        </>
      )}
      live={(module, open, triggerMark) => (
        <module.LiveCategoryMenu open={open} triggerMark={triggerMark} />
      )}
    />
  );
}
