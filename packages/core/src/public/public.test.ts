import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LAYOUT, parsePageLayout } from './page-layout.js';
import { directionsUrl, mapEmbedUrl, postalAddressLine } from './public-paths.js';

describe('parsePageLayout', () => {
  it('gives the default layout for nothing or garbage', () => {
    expect(parsePageLayout(null)).toEqual(DEFAULT_PAGE_LAYOUT);
    expect(parsePageLayout('{not json')).toEqual(DEFAULT_PAGE_LAYOUT);
    expect(parsePageLayout('42')).toEqual(DEFAULT_PAGE_LAYOUT);
  });

  it('keeps valid fields, drops repeated blocks, places missing ones and never hides the images block', () => {
    const layout = parsePageLayout(
      JSON.stringify({
        theme: 'theme3',
        widgetColorGlobal: 'red',
        sections: { section1: ['AvisBlock', 'ImagesBlock'], section2: ['AvisBlock'], section3: ['MapBlock'] },
        hiddenBlocks: ['ImagesBlock', 'EquipeBlock'],
      }),
    );
    expect(layout.theme).toBe('theme3');
    expect(layout.widgetColorGlobal).toBe('#000000');
    expect(layout.sections).toEqual({
      section1: ['AvisBlock', 'ImagesBlock', 'PresentationBlock'],
      section2: ['RendezvousBlock', 'HorairesBlock', 'EquipeBlock'],
      section3: ['MapBlock', 'AccordionPrestaBlock'],
    });
    expect(layout.hiddenBlocks).toEqual(['EquipeBlock']);
    expect(DEFAULT_PAGE_LAYOUT.sections.section1).toEqual(['ImagesBlock', 'PresentationBlock']);
  });
});

describe('map links', () => {
  it('search the full postal address, encoded', () => {
    const line = postalAddressLine({ adresse: '12 rue de la Ré & Co', codePostal: '69003', ville: 'Lyon' });
    expect(line).toBe('12 rue de la Ré & Co, 69003 Lyon');
    expect(mapEmbedUrl(line)).toBe(
      'https://www.google.com/maps?q=12%20rue%20de%20la%20R%C3%A9%20%26%20Co%2C%2069003%20Lyon&output=embed',
    );
    expect(directionsUrl(line)).toContain('destination=12%20rue');
    expect(postalAddressLine({ adresse: '', codePostal: '', ville: '' })).toBe('');
  });
});
