import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('strips accents and punctuation', () => {
    expect(slugify("L'Atelier de Cœur & Beauté")).toBe('l-atelier-de-coeur-beaute');
    expect(slugify('Salon Lumière')).toBe('salon-lumiere');
  });
  it('never returns an empty slug', () => {
    expect(slugify('***')).toBe('salon');
  });
  it('keeps slugs short', () => {
    expect(slugify('a'.repeat(100)).length).toBe(60);
  });
});
