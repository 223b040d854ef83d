import { request, type Dispatcher } from 'undici';

/** Larger than any photo a content API serves; a bigger body is refused, not buffered. */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

/** Larger than any logo or icon drawn as SVG; librsvg's work grows with the document. */
export const MAX_VECTOR_SOURCE_BYTES = 1024 * 1024;

export class SourceError extends Error {
  constructor(
    readonly status: 404 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** The source picture's bytes, through the gateway's keep-alive pool, with a timeout. */
export async function fetchSource(
  url: URL,
  { dispatcher, timeoutMs }: { dispatcher: Dispatcher; timeoutMs: number },
): Promise<Buffer> {
  let response: Dispatcher.ResponseData;
  try {
    response = await request(url, {
      dispatcher,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      headers: { accept: 'image/*' },
    });
  } catch {
    throw new SourceError(502, 'Sumber gambar tidak terjangkau');
  }
  const drain = () => response.body.dump().catch(() => undefined);
  if (response.statusCode === 404) {
    await drain();
    throw new SourceError(404, 'Gambar tidak ditemukan');
  }
  if (response.statusCode !== 200) {
    await drain();
    throw new SourceError(502, `Sumber gambar menjawab ${response.statusCode}`);
  }
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('image/')) {
    await drain();
    throw new SourceError(502, 'Sumber bukan gambar');
  }
  const maxBytes = type.startsWith('image/svg') ? MAX_VECTOR_SOURCE_BYTES : MAX_SOURCE_BYTES;
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    await drain();
    throw new SourceError(502, 'Gambar sumber terlalu besar');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.body.destroy();
        throw new SourceError(502, 'Gambar sumber terlalu besar');
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(502, 'Sumber gambar terputus');
  }
  return Buffer.concat(chunks);
}
