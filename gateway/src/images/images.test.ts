import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './format.js';
import { parseImageRequest } from './request.js';
import { NotAnImageError, resizeImage } from './transform.js';

describe('negotiateFormat', () => {
  it('picks AVIF, then WebP, then JPEG, honouring q=0', () => {
    expect(negotiateFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0,image/webp')).toBe('webp');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});

describe('parseImageRequest', () => {
  const allowed = ['http://127.0.0.1:8090/storage'];
  it('takes a source under an allowed base at a path boundary only', () => {
    const ok = parseImageRequest({ src: 'http://127.0.0.1:8090/storage/a.jpg', w: '320' }, allowed);
    expect(ok).toMatchObject({ ok: true, request: { width: 320 } });
    const sibling = parseImageRequest(
      { src: 'http://127.0.0.1:8090/storage2/a.jpg', w: '320' },
      allowed,
    );
    expect(sibling).toMatchObject({ ok: false, status: 403 });
    const repeated = parseImageRequest({ src: ['a', 'b'], w: '320' }, allowed);
    expect(repeated).toMatchObject({ ok: false, status: 400 });
  });
});

describe('resizeImage', () => {
  it('turns bytes that are no image into NotAnImageError', async () => {
    await expect(resizeImage(Buffer.from('<html>'), 320, 'webp')).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });
});
