import { Popover } from '@chakra-ui/react';
import { HeaderPopover } from '../../components/popover';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { ChakraScope } from '../../components/chakra-scope';
import { CategoryGrid } from './category-grid';
import { CategoryMenuTrigger } from './category-menu-trigger';

/** The Voucher Categories popover; its content stays in the DOM while closed (no portal). */
export function LiveCategoryMenu({ open, triggerMark }: LiveControlOptions) {
  // Lazy already: Chakra's runtime comes with it, never with the first load.
  return (
    <ChakraScope>
      <HeaderPopover
        align="start"
        keepMounted
        defaultOpen={open}
        trigger={<CategoryMenuTrigger {...triggerMark} />}
        width={{ base: '90vw', md: '560px' }}
        arrow
      >
        <Popover.Title fontWeight="semibold" mb="3">
          Kategori Voucher
        </Popover.Title>
        <CategoryGrid />
      </HeaderPopover>
    </ChakraScope>
  );
}
