import { describe, expect, it } from 'vitest';
import { boxedImageSources, imageSrcSet, imageVariantUrl, isImageVariantWidth } from './image-variants.js';

describe('image variants', () => {
  it('knows only the listed widths', () => {
    expect(isImageVariantWidth(320)).toBe(true);
    expect(isImageVariantWidth(321)).toBe(false);
    expect(isImageVariantWidth(0)).toBe(false);
    expect(isImageVariantWidth(Number.NaN)).toBe(false);
  });

  it('names a width as a query parameter of the image address', () => {
    expect(imageVariantUrl('/api/v1/uploads/photos/a.jpg', 480)).toBe('/api/v1/uploads/photos/a.jpg?w=480');
  });

  it('lists the widths up to a maximum as a srcset', () => {
    expect(imageSrcSet('/p.jpg', 480)).toBe('/p.jpg?w=160 160w, /p.jpg?w=320 320w, /p.jpg?w=480 480w');
    expect(imageSrcSet('/p.jpg').split(', ')).toHaveLength(6);
  });
});

describe('boxedImageSources (a logo in its 180 × 40 box)', () => {
  const box = { width: 180, height: 40 };
  it('lists the copies up to the file, then the file, and says the size shown', () => {
    // 800 × 300: 40 px high, so 107 px wide; a 3x phone takes the 320 or 480 copy, never the file.
    expect(boxedImageSources('/l.png', { width: 800, height: 300 }, box)).toEqual({
      srcSet: '/l.png?w=160 160w, /l.png?w=320 320w, /l.png?w=480 480w, /l.png?w=640 640w, /l.png 800w',
      sizes: '107px',
      width: 107,
      height: 40,
    });
    // A long one is as wide as the box.
    expect(boxedImageSources('/l.png', { width: 800, height: 100 }, box)).toMatchObject({
      sizes: '180px',
      width: 180,
      height: 23,
    });
  });

  it('claims no width the file does not have, and never enlarges', () => {
    // 160 × 60: the 160 copy is the whole picture.
    expect(boxedImageSources('/l.png', { width: 160, height: 60 }, box)).toEqual({
      srcSet: '/l.png?w=160 160w',
      sizes: '107px',
      width: 107,
      height: 40,
    });
    // 400 × 160: no 480 copy (it would be 400 px wide), the file itself instead.
    expect(boxedImageSources('/l.png', { width: 400, height: 160 }, box).srcSet).toBe(
      '/l.png?w=160 160w, /l.png?w=320 320w, /l.png 400w',
    );
    // Smaller than the box and than any copy: shown at its own size, the file alone.
    expect(boxedImageSources('/l.png', { width: 90, height: 30 }, box)).toEqual({ width: 90, height: 30 });
  });
});
