import { Popover, Portal, type ConditionalValue } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { overlayRootRef } from '../lib/overlay-root';

/**
 * A header control's panel (categories, the app download, the member menu, the notifications):
 * Chakra's popover under its trigger. By default it is mounted in a portal while open; with
 * `keepMounted` its content stays in the page, closed, where the trigger's server markup put it.
 * Rendered inside the caller's `ChakraScope` (the live control's lazy module brings it). One
 * module for all four, so the popover's code is one chunk the four controls share.
 */
export function HeaderPopover(props: {
  /** Controlled when given; otherwise it starts as `defaultOpen`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Under the trigger's left edge (`start`) or right edge (`end`). */
  align: 'start' | 'end';
  /** The button that opens it; gets the popover's trigger props. */
  trigger: ReactElement;
  width: ConditionalValue<string>;
  /** The panel's accessible name, when its title does not give one. */
  label?: string;
  testId?: string;
  arrow?: boolean;
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const positioner = (
    <Popover.Positioner>
      <Popover.Content
        width={props.width}
        color="fg"
        data-testid={props.testId}
        aria-label={props.label}
      >
        {props.arrow ? <Popover.Arrow /> : null}
        <Popover.Body>{props.children}</Popover.Body>
      </Popover.Content>
    </Popover.Positioner>
  );
  return (
    <Popover.Root
      open={props.open}
      defaultOpen={props.defaultOpen}
      onOpenChange={(details) => props.onOpenChange?.(details.open)}
      positioning={{ placement: `bottom-${props.align}` }}
      lazyMount={!props.keepMounted}
      unmountOnExit={!props.keepMounted}
    >
      <Popover.Trigger asChild>{props.trigger}</Popover.Trigger>
      {props.keepMounted ? positioner : <Portal container={overlayRootRef}>{positioner}</Portal>}
    </Popover.Root>
  );
}
