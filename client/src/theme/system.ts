import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemStyleObject,
} from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

/**
 * Where the stylesheet defines the token variables. The runtime system names another root
 * (RUNTIME_TOKEN_ROOT), which components/chakra-scope.tsx keeps out of the page.
 */
const TOKEN_ROOT = ':where(html, .chakra-theme)';
export const RUNTIME_TOKEN_ROOT = ':where(.mv-runtime-tokens)';

/**
 * Chakra's theme cut down: the ejected tokens and ONLY the recipes of the components the site
 * renders. A Chakra component whose recipe is not listed here renders unstyled: add its recipe
 * when the site starts using a new one.
 */
const chakraTheme = defineConfig({
  cssVarsPrefix: 'chakra',
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/** What the site adds: the brand colour #84329B (brand.500), layers after SPEC 9. */
const site = defineConfig({
  theme: {
    // The type and surface combinations the site repeats, by role: a class takes one with
    // `textStyle: 'caption'` or `layerStyle: 'card'` (theme/static-class.ts), Chakra's
    // widgets with the prop of the same name. Chakra's own (`sm`, `label`, `fill.muted`…) stay.
    textStyles: {
      /** Small grey text under or beside the main text: a label over a figure, a date, a hint. */
      caption: { value: { fontSize: 'xs', color: 'fg.muted' } },
      /** Grey body text that supports the main text: a page's lead, a note, an address. */
      secondary: { value: { fontSize: 'sm', color: 'fg.muted' } },
      /** The title of a card, tile or list row. */
      itemTitle: { value: { fontSize: 'sm', fontWeight: 'semibold' } },
      /** A small text in the brand colour: a "see all" link, a kicker, a count. */
      accent: { value: { fontSize: 'sm', fontWeight: 'semibold', color: 'brand.600' } },
      /** What something costs, in points or rupiah. */
      price: { value: { fontWeight: 'bold', color: 'brand.600' } },
    },
    layerStyles: {
      /** A white box with a hairline border: a card or row of a list, a form section. */
      card: { value: { bg: 'white', borderWidth: '1px', borderRadius: 'lg' } },
      /** The same with larger corners: the account's panels, the information pages' blocks. */
      panel: { value: { bg: 'white', borderWidth: '1px', borderRadius: 'xl' } },
      /** A white pill with a hairline border: a tab of a filter, a suggestion, a jump link. */
      pill: { value: { bg: 'white', borderWidth: '1px', borderRadius: 'full' } },
      /** A panel over the page, as Chakra's overlays are drawn: a dialog, a popover. */
      floating: { value: { bg: 'bg.panel', color: 'fg', borderRadius: 'l3', boxShadow: 'lg' } },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#f7eefa' },
          100: { value: '#ecd6f2' },
          200: { value: '#d9ade5' },
          300: { value: '#c283d5' },
          400: { value: '#a656bc' },
          500: { value: '#84329B' },
          600: { value: '#6f2983' },
          700: { value: '#5a216b' },
          800: { value: '#451953' },
          900: { value: '#30113a' },
          950: { value: '#1f0a26' },
        },
      },
      zIndex: {
        modal: { value: 1100 },
        overlay: { value: 1000 },
        dropdown: { value: 1000 },
        popover: { value: 1000 },
        tooltip: { value: 1100 },
      },
    },
    semanticTokens: {
      colors: {
        // WCAG 2.2 AA (4.5:1 for text) wherever these meet: white on a solid badge or button,
        // coloured text on white or gray.50. Chakra's defaults fall short: white on orange.600
        // is 3.6:1, on green.600 3.3:1; green.600 text 3.3:1, red.500 3.8:1, gray.400 2.5:1.
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
        fg: {
          subtle: { value: '{colors.gray.500}' },
          error: { value: '{colors.red.700}' },
          warning: { value: '{colors.orange.700}' },
          success: { value: '{colors.green.700}' },
        },
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/**
 * The system Chakra's components render with (components/chakra-scope.tsx). Created once per process,
 * at module level (it costs ~30 ms): never per request. It has no preflight, no global CSS and
 * no keyframes: the stylesheet has them all (`createStylesheetSystem`). Its recipes go in the
 * `recipes` layer, after the stylesheet's classes (`base`); style props in no layer, over both.
 */
export const system = createSystem(
  defaultBaseConfig,
  chakraTheme,
  site,
  defineConfig({ preflight: false, cssVarsRoot: RUNTIME_TOKEN_ROOT }),
);

/**
 * Chakra's global CSS with the custom properties of its `*` rule (the ring, filter and backdrop
 * defaults, the global font and border colour) set once on the root, where every element
 * inherits them. Set on `*`, every element and pseudo-element computed 26 custom properties of
 * its own, and a page's first style recalculation took 10–20% longer (bench/RESULTS.md). No
 * rule of the site or of Chakra's recipes sets one of them on an element, so each element sees
 * the same values either way.
 */
function globalCssSetOnTheRoot(): Record<string, SystemStyleObject> {
  const { '*': everyElement, html, ...rest } = globalCss as Record<string, SystemStyleObject>;
  const entries = Object.entries(everyElement ?? {});
  const isCustom = ([property]: [string, unknown]) => property.startsWith('--');
  const customProperties = Object.fromEntries(entries.filter(isCustom));
  const declarations = Object.fromEntries(entries.filter((entry) => !isCustom(entry)));
  return { ...rest, '*': declarations, html: { ...html, ...customProperties } };
}

/**
 * The build-time stylesheet's system (theme/global-stylesheet.ts): the same tokens and recipes
 * with Chakra's preflight and global CSS, the site's keyframes and `globalCss`, and every
 * static class (`definedClasses()`).
 */
export function createStylesheetSystem(siteGlobalCss: Record<string, SystemStyleObject>) {
  return createSystem(
    defaultBaseConfig,
    chakraTheme,
    site,
    defineConfig({
      preflight: true,
      cssVarsRoot: TOKEN_ROOT,
      globalCss: { ...globalCssSetOnTheRoot(), ...siteGlobalCss },
      theme: {
        keyframes: {
          ...keyframes,
          ripple: {
            from: {
              clipPath: 'circle(0 at var(--ripple-x) var(--ripple-y))',
              opacity: '0.35',
            },
            to: {
              clipPath: 'circle(var(--ripple-radius) at var(--ripple-x) var(--ripple-y))',
              opacity: '0',
            },
          },
          'navigation-progress': {
            '0%': { transform: 'scaleX(0)' },
            '60%': { transform: 'scaleX(0.7)' },
            '100%': { transform: 'scaleX(0.92)' },
          },
        },
      },
    }),
  );
}
