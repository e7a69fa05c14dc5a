import { describe, expect, it } from 'vitest';
import { base64DecodedLength, parseDataUrl } from './data-url.js';
import { imageUploadSchema } from './photos.schemas.js';

describe('parseDataUrl', () => {
  it('splits a base64 data URL', () => {
    expect(parseDataUrl('data:image/PNG;base64,iVBORw0KGgo=')).toEqual({
      mimeType: 'image/png',
      base64: 'iVBORw0KGgo=',
    });
    expect(parseDataUrl('data:image/jpeg;name=a.jpg;base64,/9j/4A==')?.mimeType).toBe('image/jpeg');
  });

  it('refuses other strings', () => {
    for (const bad of [
      'iVBORw0KGgo=',
      'data:image/png,plain',
      'data:image/png;base64,@@@',
      'http://x/y.png',
    ]) {
      expect(parseDataUrl(bad)).toBeNull();
    }
  });

  it('computes the decoded size from the base64 length', () => {
    for (const n of [0, 1, 2, 3, 10, 1000]) {
      expect(base64DecodedLength(Buffer.alloc(n, 7).toString('base64'))).toBe(n);
    }
  });
});

describe('imageUploadSchema', () => {
  it('accepts JPEG, PNG and WebP data URLs only', () => {
    expect(imageUploadSchema.safeParse({ image: 'data:image/webp;base64,UklGRg==' }).success).toBe(true);
    const gif = imageUploadSchema.safeParse({ image: 'data:image/gif;base64,R0lGOD==' });
    expect(gif.error?.issues[0]?.message).toBe('Le fichier doit être une image (JPEG, PNG ou WebP).');
    expect(imageUploadSchema.safeParse({}).success).toBe(false);
  });
});
