import { Popover } from '@chakra-ui/react';
import type { LiveControlOptions } from '../../lib/deferred-control';
import { ChakraScope } from '../../components/chakra-scope';
import { CategoryGrid } from './category-grid';
import { CategoryMenuTrigger } from './category-menu-trigger';

/** The Voucher Categories popover; its content stays in the DOM while closed (no portal). */
export function LiveCategoryMenu({ open, triggerMark }: LiveControlOptions) {
  // Lazy already: Chakra's runtime comes with it, never with the first load.
  return (
    <ChakraScope>
      <Popover.Root
        positioning={{ placement: 'bottom-start' }}
        lazyMount={false}
        defaultOpen={open}
      >
        <Popover.Trigger asChild>
          <CategoryMenuTrigger {...triggerMark} />
        </Popover.Trigger>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', md: '560px' }} color="fg">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="3">
                Kategori Voucher
              </Popover.Title>
              <CategoryGrid />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
    </ChakraScope>
  );
}
