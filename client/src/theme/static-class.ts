import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The site's one way to style display markup: a class of the build-time stylesheet, written
 * with Chakra's tokens, conditions and recipes, defined in a `*.css.ts` module and imported by
 * the components that use it:
 *
 *     // card.css.ts
 *     export const title = staticClass('mv-card__title', { fontWeight: 'semibold' });
 *     // promo-card.tsx
 *     import * as cardCss from '../../components/card.css';
 *     <p className={cardCss.title}>…</p>
 *
 * A misspelt name fails the typecheck, an unused one knip and the build
 * (build/static-css-plugin.ts). At build time the plugin compiles every class into the hashed
 * stylesheet and turns each `*.css.ts` module into string constants, so a page's JavaScript
 * carries class names only, and a render costs nothing for its styles.
 */
export function staticClass(name: string, styles: SystemStyleObject): string {
  if (!/^[a-z][a-z0-9_-]*$/.test(name)) throw new Error(`Bad static class name "${name}"`);
  if (registry.has(name)) throw new Error(`The static class "${name}" is defined twice`);
  registry.set(name, styles);
  return name;
}

const registry = new Map<string, SystemStyleObject>();

/** Every class defined so far, in definition order, as Chakra global styles (build time). */
export function definedClasses(): Record<string, SystemStyleObject> {
  return Object.fromEntries([...registry].map(([name, styles]) => [`.${name}`, styles]));
}
