import { minifySync } from 'vite';

/**
 * An inline script's text as every page carries it: minified, as the bundles are (the early-event
 * capture opens each page's body, the code loader closes it).
 */
export function inlineScript(code: string): string {
  const { code: minified, errors } = minifySync('inline-script.js', code);
  if (errors.length > 0) throw new Error(`inline script: ${errors[0]!.message}`);
  return minified.trim();
}
