import type { SystemStyleObject } from '@chakra-ui/react';

// Pieces the static stylesheets (theme/*-css.ts) share. Chakra's recipes are read at build
// time; these types let a file pick a variant out of them.

/** A recipe's `variants`: variant name → option → styles. */
export type Variants = Record<string, Record<string, SystemStyleObject>>;
/** A slot recipe's `variants`: variant name → option → slot → styles. */
export type SlotVariants = Record<string, Record<string, Record<string, SystemStyleObject>>>;
/** A slot recipe's `base`: slot → styles. */
export type SlotBase = Record<string, SystemStyleObject>;

/** Chakra's `Stack`: a flex column (its gap set where it is used). */
export const stack: SystemStyleObject = { display: 'flex', flexDirection: 'column' };

/**
 * A row that scrolls sideways on phones, edge to edge past the container's padding, with no
 * scrollbar; in place from `md` up.
 */
export const sidewaysOnPhones: SystemStyleObject = {
  overflowX: { base: 'auto', md: 'visible' },
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  scrollbar: 'hidden',
};
