import type { SystemStyleObject } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  kbdRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

// Pieces the `*.css.ts` modules share. Chakra's recipes are read at build time only: a module's
// style objects never reach the browser (build/static-css-plugin.ts).

/** A recipe's `variants`: variant name → option → styles. */
export type Variants = Record<string, Record<string, SystemStyleObject>>;
/** A slot recipe's `variants`: variant name → option → slot → styles. */
export type SlotVariants = Record<string, Record<string, Record<string, SystemStyleObject>>>;
/** A slot recipe's `base`: slot → styles. */
type SlotBase = Record<string, SystemStyleObject>;

// The variants of Chakra's recipes, where a class stands for a Chakra component.
export const alertVariants = alertSlotRecipe.variants as SlotVariants;
export const alertBase = alertSlotRecipe.base as SlotBase;
export const avatarVariants = avatarSlotRecipe.variants as SlotVariants;
export const avatarBase = avatarSlotRecipe.base as SlotBase;
export const badgeVariants = badgeRecipe.variants as Variants;
export const buttonVariants = buttonRecipe.variants as Variants;
export const fieldVariants = fieldSlotRecipe.variants as SlotVariants;
export const fieldBase = fieldSlotRecipe.base as SlotBase;
export const headingVariants = headingRecipe.variants as Variants;
export const inputVariants = inputRecipe.variants as Variants;
export const kbdVariants = kbdRecipe.variants as Variants;
export const linkVariants = linkRecipe.variants as Variants;
export const selectVariants = nativeSelectSlotRecipe.variants as SlotVariants;
export const selectBase = nativeSelectSlotRecipe.base as SlotBase;
export const skeletonVariants = skeletonRecipe.variants as Variants;
export const spinnerVariants = spinnerRecipe.variants as Variants;

// Layouts the style modules share, spread where used (`{ ...row, gap: '3' }`): the gap, padding
// and anything else that varies stays at the usage site.

/** Chakra's `Heading` at one of its sizes (the size's text style): `...chakraHeading('md')`. */
export function chakraHeading(size: string): SystemStyleObject {
  const sized = headingVariants.size![size];
  if (!sized) throw new Error(`Chakra's Heading has no size "${size}"`);
  return { ...headingRecipe.base, ...sized };
}

/** A flex column (its gap set where it is used). */
export const stack: SystemStyleObject = { display: 'flex', flexDirection: 'column' };

/** A flex row with its items centred vertically (its gap set where it is used). */
export const row: SystemStyleObject = { display: 'flex', alignItems: 'center' };

/** A flex row whose items wrap onto more lines: tags, chips, actions. */
export const wrapRow: SystemStyleObject = { display: 'flex', flexWrap: 'wrap' };

/** A flex row with its first and last items at its two ends: a heading and its link. */
export const spread: SystemStyleObject = { display: 'flex', justifyContent: 'space-between' };

/** Content centred both ways in its box: an icon in a circle, a letter, a dot row. */
export const centredBox: SystemStyleObject = { ...row, justifyContent: 'center' };

/** A column of centred content: an empty state, an outcome, a notice. */
export const centredColumn: SystemStyleObject = {
  ...stack,
  alignItems: 'center',
  textAlign: 'center',
};

/** The column that takes what its row leaves (text beside a picture), free to shrink. */
export const fillColumn: SystemStyleObject = { ...stack, flex: '1', minW: '0' };

/** Chakra's `Stack`: a flex column with its default 0.5rem gap. */
export const chakraStack: SystemStyleObject = { ...stack, gap: '0.5rem' };
/** Chakra's `HStack`: a centred row with its default 0.5rem gap. */
export const chakraHStack: SystemStyleObject = {
  ...chakraStack,
  flexDirection: 'row',
  alignItems: 'center',
};

/** Chakra's `SimpleGrid columns`: equal columns that never overflow their track. */
export const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

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

/**
 * A grid that scrolls sideways with snapping on phones, edge to edge, and lays out in place from
 * `md` up (the home page's card rows and category shortcuts).
 */
export const phoneScroller: SystemStyleObject = {
  listStyleType: 'none',
  display: 'grid',
  gridAutoFlow: { base: 'column', md: 'row' },
  ...sidewaysOnPhones,
  scrollSnapType: { base: 'x mandatory', md: 'none' },
  scrollPaddingInline: { base: '4', md: '0' },
};

/** A point history line and its skeleton: what on the left, the amount on the right. */
export const pointRowLayout: SystemStyleObject = {
  display: 'flex',
  gap: '3',
  py: '3',
  px: { base: '3', md: '4' },
  justifyContent: 'space-between',
};
