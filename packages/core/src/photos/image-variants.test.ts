import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, isImageVariantWidth } from './image-variants.js';

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
