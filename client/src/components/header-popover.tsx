import { Popover, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * A header control's panel (the member menu, the notifications): Chakra's popover under its
 * trigger's right edge, phone-wide on phones, mounted while open. Rendered inside the caller's
 * `ChakraScope` (the live control's lazy module brings it).
 */
export function HeaderPopover(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; gets the popover's trigger props. */
  trigger: ReactElement;
  /** The panel's accessible name. */
  label: string;
  /** Its width from `sm` up. */
  width: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Popover.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>{props.trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width={{ base: '92vw', sm: props.width }}
            data-testid={props.testId}
            aria-label={props.label}
          >
            <Popover.Body>{props.children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
