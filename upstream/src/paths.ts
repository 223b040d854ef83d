import { fileURLToPath } from 'node:url';

/** The upstream package directory; src/ and dist/ both sit directly below it. */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
