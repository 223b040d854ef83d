import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { dialogAnatomy, drawerAnatomy, menuAnatomy } from '@chakra-ui/react/anatomy';

/** The brand colour is #84329B (brand.500); layers follow SPEC 9. */
const config = defineConfig({
  theme: {
    keyframes: {
      ripple: {
        from: { transform: 'scale(0)', opacity: '0.35' },
        to: { transform: 'scale(1)', opacity: '0' },
      },
      'navigation-progress': {
        '0%': { transform: 'scaleX(0)' },
        '60%': { transform: 'scaleX(0.7)' },
        '100%': { transform: 'scaleX(0.92)' },
      },
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
    // Chakra's own recipes put dialogs, drawers and menus on the popover layer; SPEC 9 wants
    // modal 1100 over overlay 1000, menus at 1000. (e2e/shell.spec.ts checks the computed values.)
    slotRecipes: {
      dialog: {
        slots: dialogAnatomy.keys(),
        base: {
          backdrop: {
            '--dialog-z-index': 'zIndex.overlay',
            zIndex: 'calc(var(--dialog-z-index) + var(--layer-index, 0))',
          },
          positioner: { '--dialog-z-index': 'zIndex.modal' },
          content: { '--dialog-z-index': 'zIndex.modal' },
        },
      },
      drawer: {
        slots: drawerAnatomy.keys(),
        base: {
          backdrop: {
            '--drawer-z-index': 'zIndex.overlay',
            zIndex: 'calc(var(--drawer-z-index) + var(--layer-index, 0))',
          },
          positioner: { '--drawer-z-index': 'zIndex.modal' },
          content: { '--drawer-z-index': 'zIndex.modal' },
        },
      },
      menu: {
        slots: menuAnatomy.keys(),
        base: { content: { '--menu-z-index': 'zIndex.dropdown' } },
      },
    },
    semanticTokens: {
      colors: {
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
  globalCss: {
    // Tap feedback (features/ripple): one delegated listener adds the span, this animates it.
    '.ripple': {
      position: 'absolute',
      borderRadius: 'full',
      bg: 'currentColor',
      pointerEvents: 'none',
      transform: 'scale(0)',
      animation: 'ripple 400ms ease-out forwards',
      '@media (prefers-reduced-motion: reduce)': { display: 'none' },
    },
    html: { scrollBehavior: 'smooth' },
    '#footer': { scrollMarginTop: '4' },
    body: { bg: 'gray.50', color: 'gray.900' },
  },
});

export const system = createSystem(defaultConfig, config);
