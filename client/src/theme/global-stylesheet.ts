import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { system } from '../app/theme';

/**
 * The CSS `ChakraProvider` would inline in every page (layer order, preflight, global CSS,
 * token variables), rendered once by Emotion exactly as the provider renders it. Runs at build
 * time only (build/chakra-css-plugin.ts): the result ships as a hashed stylesheet.
 */
export function renderGlobalStylesheet(): string {
  const html = renderToString(createElement(ChakraProvider, { value: system, children: null }));
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}
