import { Box, Grid } from '@chakra-ui/react';
import { LOCALE } from '../../lib/format';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** The group a name sorts under: its first letter, or '#' for digits and symbols. */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase(LOCALE);
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Id of a letter's section, for the in-page jump links. */
export function letterAnchor(letter: string): string {
  return letter === '#' ? 'huruf-lain' : `huruf-${letter}`;
}

/** Merchants grouped by initial, A to Z then '#', keeping the list's order inside a group. */
export function groupByInitial<T extends { name: string }>(items: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = initialOf(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    items: groups.get(letter)!,
  }));
}

/**
 * A–Z as in-page links to each letter's section; letters without merchants stay visible but
 * are not links. It sticks to the top while the grid scrolls, so a jump is always at hand.
 */
export function LetterJumps(props: { present: readonly string[] }) {
  const present = new Set(props.present);
  const letters = present.has('#') ? LETTERS : LETTERS.slice(0, -1);
  return (
    <Box
      as="nav"
      aria-label="Lompat ke huruf"
      position="sticky"
      top="0"
      zIndex="docked"
      bg="white"
      borderBottomWidth="1px"
      mx={{ base: '-4', md: '0' }}
      px="2"
      py="2"
      rounded={{ base: 'none', md: 'lg' }}
      borderWidth={{ base: '0', md: '1px' }}
      shadow="xs"
    >
      <Grid
        as="ul"
        listStyleType="none"
        gap="1"
        templateColumns={{ base: 'repeat(14, 1fr)', lg: `repeat(${letters.length}, 1fr)` }}
      >
        {letters.map((letter) => {
          const enabled = present.has(letter);
          return (
            <Box as="li" key={letter}>
              {enabled ? (
                <Box
                  asChild
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  h="8"
                  rounded="md"
                  fontWeight="semibold"
                  fontSize="sm"
                  color="brand.700"
                  _hover={{ bg: 'brand.50' }}
                >
                  <a href={`#${letterAnchor(letter)}`} data-ripple="">
                    {letter}
                  </a>
                </Box>
              ) : (
                <Box
                  as="span"
                  aria-disabled="true"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  h="8"
                  fontSize="sm"
                  color="gray.400"
                >
                  {letter}
                </Box>
              )}
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}
