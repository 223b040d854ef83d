import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/*
 * A stored page is the same for every visitor except its CSP nonce, which is new per response.
 * Compressing the whole page per response (brotli 4) costs ~3 ms of CPU for the home page; here
 * the page is compressed once, in pieces, and each response only splices its nonce in between:
 * a gzip member whose deflate stream is
 *
 *   [S0 compressed] [stored block: nonce] [S1 compressed] [stored block: nonce] ... [Sn] [end]
 *
 * Each segment is compressed with a preset dictionary: the 32 KB that precede it in the page,
 * with a FILLER byte in place of every nonce's bytes. The segments never contain the filler byte,
 * so no back-reference can copy from a nonce's place; every reference lands on page bytes, which
 * the decoder's window holds exactly as the dictionary did. The filler has the nonce's length, so
 * every distance is the same in both.
 *
 * Why gzip and not brotli: see docs/decisions.md, "Cached pages: gzip spliced around the nonce".
 */

const deflateRawAsync = promisify(deflateRaw);

/** How far back a deflate back-reference may reach (RFC 1951): all a dictionary needs to hold. */
const WINDOW_BYTES = 32 * 1024;

/** Stands for a nonce in the dictionaries; a page that contains it is not prepared. */
const FILLER = 0x00;

/** ID1 ID2, CM deflate, no flags, no mtime, XFL 0, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** The final block, empty: fixed Huffman codes (BFINAL 1, BTYPE 01), then end of block. */
const FINAL_BLOCK = [0x03, 0x00];

/** A page compressed once, to be sent with any nonce of the length it was prepared for. */
export interface PreparedGzip {
  /** Raw deflate of each segment: byte-aligned, no final block; empty for an empty segment. */
  readonly compressed: readonly Buffer[];
  /** The segments' own bytes (views of one buffer), for the CRC that covers the nonces. */
  readonly segments: readonly Buffer[];
  readonly nonceLength: number;
  /** Stored block header (BFINAL 0, BTYPE 00, LEN, NLEN) for one nonce, already aligned. */
  readonly storedHeader: Buffer;
  /** CRC-32 of the first segment, from which every response's CRC goes on. */
  readonly headCrc: number;
  /** Uncompressed length with the nonces, mod 2^32 (gzip's ISIZE). */
  readonly size: number;
  /** Length of every response's gzip. */
  readonly gzipLength: number;
  /** What keeping it costs in memory, roughly. */
  readonly bytes: number;
}

/** The last `WINDOW_BYTES` of the stream before segment `index`, with fillers for nonces. */
function windowBefore(segments: Buffer[], index: number, nonceLength: number): Buffer {
  const parts: Buffer[] = [];
  let room = WINDOW_BYTES;
  for (let j = index - 1; j >= 0 && room > 0; j--) {
    const filler = Math.min(room, nonceLength);
    parts.push(Buffer.alloc(filler, FILLER));
    room -= filler;
    const segment = segments[j]!;
    const taken = Math.min(room, segment.length);
    parts.push(segment.subarray(segment.length - taken));
    room -= taken;
  }
  return Buffer.concat(parts.reverse());
}

/**
 * Compresses `html` once for `splicedGzip`, every `placeholder` to become a nonce of
 * `nonceLength` bytes. Null when the page holds the filler byte: the splice could then decode to
 * something else than the page (the caller compresses per response instead).
 */
export async function prepareSplicedGzip(
  html: string,
  placeholder: string,
  nonceLength: number,
): Promise<PreparedGzip | null> {
  if (!placeholder) throw new RangeError('empty placeholder');
  // A stored block holds at most 65535 bytes.
  if (!Number.isInteger(nonceLength) || nonceLength < 1 || nonceLength > 0xffff) {
    throw new RangeError(`nonce length ${nonceLength}`);
  }
  const body = Buffer.from(html, 'utf8');
  if (body.includes(FILLER)) return null;

  // UTF-8 is self-synchronising: splitting the bytes is splitting the text, as replaceAll does.
  const mark = Buffer.from(placeholder, 'utf8');
  const segments: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(mark); at !== -1; at = body.indexOf(mark, start)) {
    segments.push(body.subarray(start, at));
    start = at + mark.length;
  }
  segments.push(body.subarray(start));

  // Independent given their dictionaries: compressed side by side on the thread pool.
  const compressed = await Promise.all(
    segments.map((segment, index) =>
      segment.length === 0
        ? Buffer.alloc(0)
        : deflateRawAsync(segment, {
            level: 9,
            // Ends the segment byte-aligned (an empty stored block) and without a final block.
            finishFlush: constants.Z_SYNC_FLUSH,
            ...(index > 0 ? { dictionary: windowBefore(segments, index, nonceLength) } : {}),
          }),
    ),
  );

  const nonces = segments.length - 1;
  const storedHeader = Buffer.from([
    0x00,
    nonceLength & 0xff,
    nonceLength >> 8,
    ~nonceLength & 0xff,
    (~nonceLength >> 8) & 0xff,
  ]);
  const compressedLength = compressed.reduce((sum, part) => sum + part.length, 0);
  const gzipLength =
    GZIP_HEADER.length +
    compressedLength +
    nonces * (storedHeader.length + nonceLength) +
    FINAL_BLOCK.length +
    8;
  return {
    compressed,
    segments,
    nonceLength,
    storedHeader,
    headCrc: crc32(segments[0]!),
    size: (body.length - nonces * mark.length + nonces * nonceLength) >>> 0,
    gzipLength,
    bytes: body.length + compressedLength + 64 * segments.length,
  };
}

/** The prepared page as one gzip member, with `nonce` wherever the placeholder was. */
export function splicedGzip(prepared: PreparedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  // Another length would move every later back-reference off its target.
  if (nonceBytes.length !== prepared.nonceLength) {
    throw new RangeError(
      `nonce of ${nonceBytes.length} bytes, prepared for ${prepared.nonceLength}`,
    );
  }
  const { compressed, segments } = prepared;
  const parts: Buffer[] = [GZIP_HEADER, compressed[0]!];
  let crc = prepared.headCrc;
  for (let i = 1; i < segments.length; i++) {
    parts.push(prepared.storedHeader, nonceBytes, compressed[i]!);
    crc = crc32(segments[i]!, crc32(nonceBytes, crc));
  }
  const trailer = Buffer.allocUnsafe(FINAL_BLOCK.length + 8);
  trailer.set(FINAL_BLOCK, 0);
  trailer.writeUInt32LE(crc >>> 0, FINAL_BLOCK.length);
  trailer.writeUInt32LE(prepared.size, FINAL_BLOCK.length + 4);
  parts.push(trailer);
  return Buffer.concat(parts, prepared.gzipLength);
}

/** A stored page as the memo needs it: what to prepare, and which version of it. */
interface StoredPage {
  html: string;
  storedAt: number;
}

/**
 * Prepared pages of this process, by page-cache key and version (`storedAt`): a Redis store
 * hands out a new object per read, so the memo cannot hang off the entry. Preparing runs in the
 * background, once per version at a time; until it is done (or when it gives null), `get` says
 * undefined and the caller compresses per response.
 */
export function createSplicedGzipCache({
  placeholder,
  nonceLength,
  maxBytes,
  keptMs,
  onError = () => {},
  now = Date.now,
  prepare = prepareSplicedGzip,
}: {
  placeholder: string;
  nonceLength: number;
  maxBytes: number;
  /** How long after `storedAt` the page cache may still serve a page: no longer kept here. */
  keptMs: number;
  onError?: (error: unknown, key: string) => void;
  now?: () => number;
  prepare?: typeof prepareSplicedGzip;
}) {
  // A wrapper, so that "cannot be prepared" is remembered too (and never tried again).
  const done = new LRUCache<string, { prepared: PreparedGzip | null }>({
    maxSize: maxBytes,
    sizeCalculation: ({ prepared }) => prepared?.bytes ?? 64,
  });
  const preparing = new Map<string, Promise<void>>();

  async function start(id: string, key: string, page: StoredPage): Promise<void> {
    let prepared: PreparedGzip | null = null;
    try {
      prepared = await prepare(page.html, placeholder, nonceLength);
    } catch (error) {
      onError(error, key);
    }
    const ttl = keptMs - (now() - page.storedAt);
    if (ttl <= 0) return;
    // Unusable (or too big to keep) is remembered too, rather than tried again on every send.
    done.set(id, { prepared: prepared && prepared.bytes <= maxBytes ? prepared : null }, { ttl });
  }

  return {
    /** The page's prepared form if ready; else undefined, and its preparation is under way. */
    get(key: string, page: StoredPage): PreparedGzip | undefined {
      const id = `${page.storedAt}:${key}`;
      const found = done.get(id);
      if (found) return found.prepared ?? undefined;
      if (!preparing.has(id)) {
        preparing.set(
          id,
          start(id, key, page).finally(() => preparing.delete(id)),
        );
      }
      return undefined;
    },
    /** Resolves once every preparation under way has finished (tests). */
    settled: async () => {
      await Promise.all(preparing.values());
    },
  };
}
