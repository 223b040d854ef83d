import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A page's body as sent to each kind of browser. */
export type EncodedBodies = Record<Encoding, Buffer>;

/**
 * A stored page is compressed once and sent many times, so it can afford more than a response
 * compressed per request: brotli 5 sent the home page 9% smaller than brotli 4 for about 10 ms
 * more; 6 and up cost much more for under 2% (measured, docs/decisions.md).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export async function encodeBodies(
  body: string,
  levels: { brotli: number; gzip: number } = { brotli: BROTLI_QUALITY, gzip: GZIP_LEVEL },
): Promise<EncodedBodies> {
  const identity = Buffer.from(body, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: levels.gzip }),
  ]);
  return { identity, br, gzip: gz };
}

/** The encoding to answer with for an `Accept-Encoding` header: brotli first, then gzip. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Whether gzip is acceptable to the client (RFC 9110, 12.5.3): named with a q above 0, or else
 * `*` with one. Unlike pickEncoding, no preference: a browser that takes brotli takes gzip too,
 * and a cached page is sent as gzip then (ssr/spliced-gzip.ts).
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  let any = false;
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => /^q\s*=/.test(param));
    // A q that does not parse counts as 0: gzip only when it is plainly welcome.
    const accepted = quality === undefined || Number(quality.replace(/^q\s*=\s*/, '')) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') any = accepted;
  }
  return any;
}

/** For a file compressed once when the process starts: the strongest levels, as the build uses. */
export const STRONGEST = { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 };
