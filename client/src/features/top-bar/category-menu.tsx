import { FallbackForm } from '../../components/fallback-form';
import { DeferredControl } from '../../lib/deferred-control';
import { paths } from '../../lib/paths';
import { CategoryGrid } from './category-grid';
import { CategoryMenuTrigger } from './category-menu-trigger';

const importLive = () => import('./category-menu-live');

/**
 * The top bar's Voucher Categories menu. The server HTML carries every category link (hidden,
 * like a closed popover, for crawlers) next to the closed trigger; the popover itself loads
 * after hydration or on first reach. Without JavaScript the button opens the promo list, whose
 * chips are the same categories.
 */
export function CategoryMenu() {
  return (
    <DeferredControl
      importer={importLive}
      standIn={(trigger) => (
        <FallbackForm action={paths.promos()}>
          <CategoryMenuTrigger type="submit" {...trigger} />
          <div hidden>
            <CategoryGrid />
          </div>
        </FallbackForm>
      )}
      live={(module, open, triggerMark) => (
        <module.LiveCategoryMenu open={open} triggerMark={triggerMark} />
      )}
    />
  );
}
