import { describe, expect, it } from 'vitest';
import {
  moveBlock,
  pageImageFileOf,
  pageImageIdOf,
  pageImageUrl,
  pageLayoutDocumentSchema,
  queueChange,
  resetPageLayout,
  setBlockColor,
  toggleHidden,
  withPending,
} from './page-editor.js';
import { DEFAULT_PAGE_LAYOUT, type PageLayout } from './page-layout.js';
import { contrastTextColor } from './page-render.js';

const layout = (over: Partial<PageLayout> = {}): PageLayout => ({ ...DEFAULT_PAGE_LAYOUT, ...over });
const issues = (l: unknown) =>
  pageLayoutDocumentSchema.safeParse(l).error?.issues.map((i) => i.message) ?? [];

describe('page layout document', () => {
  it('accepts the default layout and a rearranged one with the map placed', () => {
    expect(issues(layout())).toEqual([]);
    const sections = moveBlock(DEFAULT_PAGE_LAYOUT.sections, 'AvisBlock', 'section1', 0);
    expect(
      issues(layout({ sections: { ...sections, section2: [...sections.section2, 'MapBlock'] } })),
    ).toEqual([]);
  });

  it('refuses a block twice, a block missing, the company block hidden, an unknown block or field', () => {
    const twice = {
      ...DEFAULT_PAGE_LAYOUT.sections,
      section3: ['AccordionPrestaBlock', 'AvisBlock', 'ImagesBlock'],
    };
    expect(issues(layout({ sections: twice as PageLayout['sections'] }))).toContain(
      'Un bloc ne peut figurer qu’une fois sur la page.',
    );
    const missing = { ...DEFAULT_PAGE_LAYOUT.sections, section3: ['AccordionPrestaBlock'] };
    expect(issues(layout({ sections: missing as PageLayout['sections'] }))).toContain(
      'Tous les blocs doivent rester sur la page (masquez-les plutôt).',
    );
    expect(issues(layout({ hiddenBlocks: ['ImagesBlock'] }))).toContain(
      'Le bloc Société ne peut pas être masqué.',
    );
    expect(
      issues({ ...layout(), sections: { ...DEFAULT_PAGE_LAYOUT.sections, section1: ['ChatBlock'] } }),
    ).not.toEqual([]);
    expect(issues({ ...layout(), extra: 1 })).not.toEqual([]);
    const { theme: _, ...partial } = layout();
    expect(issues(partial)).not.toEqual([]);
    expect(issues(layout({ theme: 'theme9' as PageLayout['theme'] }))).not.toEqual([]);
    expect(issues(layout({ backgroundColor: 'red' }))).not.toEqual([]);
  });

  it('takes block colours only as #rrggbb and only for the page’s blocks, with a French message', () => {
    expect(issues(layout({ blockColors: { AvisBlock: '#aa3300', ImagesBlock: '#FFFFFF' } }))).toEqual([]);
    for (const color of ['red', '#aa330', '#aa3300ff', 'url(javascript:alert(1))', '#aa3300\n', 12, null])
      expect(new Set(issues({ ...layout(), blockColors: { AvisBlock: color } }))).toEqual(
        new Set(['Couleur invalide : choisissez une couleur au format #RRGGBB.']),
      );
    expect(issues({ ...layout(), blockColors: { ChatBlock: '#aa3300' } })).toEqual([
      'Seuls les blocs de la page peuvent avoir une couleur.',
    ]);
    expect(issues({ ...layout(), blockColors: ['#aa3300'] })).toEqual([
      'Cette mise en page est invalide : rechargez la page et recommencez.',
    ]);
    expect(issues({ ...layout(), backgroundColor: 'red' })).toEqual([
      'Couleur invalide : choisissez une couleur au format #RRGGBB.',
    ]);
  });

  it('takes images only from the page’s own uploads', () => {
    const own = '/api/v1/uploads/page/0f8b2c3e-1d2a-4b5c-9d8e-7f6a5b4c3d2e.jpg';
    expect(issues(layout({ logoUrl: own }))).toEqual([]);
    expect(pageImageIdOf(own)).toBe('0f8b2c3e-1d2a-4b5c-9d8e-7f6a5b4c3d2e');
    for (const url of [
      'https://evil.example/x.jpg',
      'javascript:alert(1)',
      '/uploads/photos/x.jpg',
      `${own}?x`,
    ])
      expect(issues(layout({ backgroundImageUrl: url }))).toEqual([
        'Cette image n’a pas été envoyée pour votre page.',
      ]);
  });

  it('takes a transparent logo as PNG or WebP, a background as JPEG only', () => {
    const id = '0f8b2c3e-1d2a-4b5c-9d8e-7f6a5b4c3d2e';
    for (const extension of ['jpg', 'png', 'webp'] as const) {
      const url = pageImageUrl(id, extension);
      expect(url).toBe(`/api/v1/uploads/page/${id}.${extension}`);
      expect(issues(layout({ logoUrl: url }))).toEqual([]);
      expect(pageImageFileOf(url)).toEqual({ id, extension });
      expect(pageImageIdOf(url)).toBe(id);
    }
    expect(pageImageUrl(id)).toBe(`/api/v1/uploads/page/${id}.jpg`);
    for (const url of [pageImageUrl(id, 'png'), pageImageUrl(id, 'webp')])
      expect(issues(layout({ backgroundImageUrl: url }))).toEqual([
        'Cette image n’a pas été envoyée pour votre page.',
      ]);
    for (const url of [
      `/api/v1/uploads/page/${id}.svg`,
      `/api/v1/uploads/page/${id}.gif`,
      `/api/v1/uploads/page/${id}.PNG`,
    ]) {
      expect(issues(layout({ logoUrl: url }))).toEqual(['Cette image n’a pas été envoyée pour votre page.']);
      expect(pageImageFileOf(url)).toBeNull();
    }
  });
});

describe('editing rules', () => {
  it('moves a block within and between sections, keeping the others in order', () => {
    const s = DEFAULT_PAGE_LAYOUT.sections;
    expect(moveBlock(s, 'EquipeBlock', 'section2', 0).section2).toEqual([
      'EquipeBlock',
      'RendezvousBlock',
      'HorairesBlock',
    ]);
    const moved = moveBlock(s, 'PresentationBlock', 'section3', 1);
    expect(moved).toEqual({
      section1: ['ImagesBlock'],
      section2: ['RendezvousBlock', 'HorairesBlock', 'EquipeBlock'],
      section3: ['AccordionPrestaBlock', 'PresentationBlock', 'AvisBlock'],
    });
    expect(moveBlock(s, 'AvisBlock', 'section1', 99).section1).toEqual([
      'ImagesBlock',
      'PresentationBlock',
      'AvisBlock',
    ]);
  });

  it('queues one change per key, the latest winning, and never hides the company block', () => {
    let q = queueChange({}, 'theme', 'theme2');
    q = queueChange(q, 'backgroundColor', '#112233');
    q = queueChange(q, 'theme', 'theme3');
    expect(Object.keys(q)).toEqual(['theme', 'backgroundColor']);
    expect(withPending(layout(), q)).toMatchObject({ theme: 'theme3', backgroundColor: '#112233' });
    expect(toggleHidden([], 'ImagesBlock')).toEqual([]);
    expect(toggleHidden(toggleHidden([], 'AvisBlock'), 'AvisBlock')).toEqual([]);
  });

  it('gives a block its own header colour and takes it back to the page’s, leaving the others', () => {
    const colors = setBlockColor({ AvisBlock: '#112233' }, 'ImagesBlock', '#aa3300');
    expect(colors).toEqual({ AvisBlock: '#112233', ImagesBlock: '#aa3300' });
    expect(setBlockColor(colors, 'ImagesBlock', '#000000')).toEqual({
      AvisBlock: '#112233',
      ImagesBlock: '#000000',
    });
    const back = setBlockColor(colors, 'AvisBlock', null);
    expect(back).toEqual({ ImagesBlock: '#aa3300' });
    expect('AvisBlock' in back).toBe(false);
    expect(setBlockColor({}, 'AvisBlock', null)).toEqual({});
  });

  it('resets to the spec defaults, block colours included, and keeps the logo', () => {
    const logo = '/api/v1/uploads/page/0f8b2c3e-1d2a-4b5c-9d8e-7f6a5b4c3d2e.jpg';
    const custom = layout({
      theme: 'theme4',
      widgetColorGlobal: '#ff0000',
      backgroundColor: '#000000',
      logoUrl: logo,
      hiddenBlocks: ['AvisBlock'],
      blockColors: { AvisBlock: '#aa3300', ImagesBlock: '#112233' },
      sections: moveBlock(DEFAULT_PAGE_LAYOUT.sections, 'AvisBlock', 'section1', 0),
    });
    expect(resetPageLayout(custom)).toEqual({ ...DEFAULT_PAGE_LAYOUT, logoUrl: logo });
  });
});

describe('text on a chosen colour', () => {
  // WCAG relative luminance and contrast ratio, to check the spec's 186 threshold keeps text readable.
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: string, b: string) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
    return (x + 0.05) / (y + 0.05);
  };

  it('picks black or white text with at least 3:1 contrast on every colour of a 16-step grid', () => {
    let worst = 21;
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) {
          const bg = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          worst = Math.min(worst, ratio(bg, contrastTextColor(bg)));
        }
    // The spec's weighted-luminance rule fell to 1.25:1 here (white on bright green); WCAG's choice never
    // drops below the 4.5:1 of body text.
    expect(worst).toBeGreaterThanOrEqual(4.5);
    expect(contrastTextColor('#ffffff')).toBe('#000000');
    expect(contrastTextColor('#000000')).toBe('#ffffff');
    expect(contrastTextColor('#00ff00')).toBe('#000000');
  });
});
