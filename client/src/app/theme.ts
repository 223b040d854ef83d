import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The brand colour is #84329B (brand.500); layers follow SPEC 9. */
const config = defineConfig({
  theme: {
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
    body: { bg: 'gray.50', color: 'gray.900' },
  },
});

export const system = createSystem(defaultConfig, config);
