import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LAYOUT, type PageLayout } from './page-layout.js';
import {
  blockHeaderColor,
  contrastTextColor,
  mapPlacement,
  ratingStars,
  renderedSections,
} from './page-render.js';

const layout = (over: Partial<PageLayout>): PageLayout => ({ ...DEFAULT_PAGE_LAYOUT, ...over });

describe('contrastTextColor', () => {
  it('puts dark text on light colours and light text on dark ones, whichever contrasts more', () => {
    expect(contrastTextColor('#D3D3D3')).toBe('#000000');
    expect(contrastTextColor('#FFFFFF')).toBe('#000000');
    expect(contrastTextColor('#000000')).toBe('#ffffff');
    expect(contrastTextColor('#4CAF50')).toBe('#000000');
    // Mid-greys: black from #777 up (4.7:1), white below (#595959: 7:1).
    expect(contrastTextColor('#bbbbbb')).toBe('#000000');
    expect(contrastTextColor('#777777')).toBe('#000000');
    expect(contrastTextColor('#595959')).toBe('#ffffff');
    expect(contrastTextColor('#ffff00')).toBe('#000000');
    expect(contrastTextColor('#0000ff')).toBe('#ffffff');
  });
});

describe('renderedSections', () => {
  it('gives the default order of a page nobody customised', () => {
    expect(renderedSections(DEFAULT_PAGE_LAYOUT)).toEqual([
      { section: 'section1', blocks: ['ImagesBlock', 'PresentationBlock'] },
      { section: 'section2', blocks: ['RendezvousBlock', 'HorairesBlock', 'EquipeBlock'] },
      { section: 'section3', blocks: ['AccordionPrestaBlock', 'AvisBlock'] },
    ]);
  });

  it('follows a reordered layout, leaves hidden blocks out and drops a section left empty', () => {
    const custom = layout({
      sections: {
        section1: ['AvisBlock', 'ImagesBlock'],
        section2: ['EquipeBlock'],
        section3: [
          'MapBlock',
          'AccordionPrestaBlock',
          'RendezvousBlock',
          'HorairesBlock',
          'PresentationBlock',
        ],
      },
      hiddenBlocks: ['EquipeBlock', 'PresentationBlock'],
    });
    expect(renderedSections(custom)).toEqual([
      { section: 'section1', blocks: ['AvisBlock', 'ImagesBlock'] },
      {
        section: 'section3',
        blocks: ['MapBlock', 'AccordionPrestaBlock', 'RendezvousBlock', 'HorairesBlock'],
      },
    ]);
  });
});

describe('mapPlacement', () => {
  it('shows the map with the hours when MapBlock is not placed', () => {
    expect(mapPlacement(DEFAULT_PAGE_LAYOUT)).toBe('hours');
  });

  it('shows it after the sections when the hours are hidden too', () => {
    expect(mapPlacement(layout({ hiddenBlocks: ['HorairesBlock'] }))).toBe('end');
  });

  it('shows it as its own block when placed, and not at all when the owner hid it', () => {
    const placed = layout({
      sections: {
        ...DEFAULT_PAGE_LAYOUT.sections,
        section3: ['AccordionPrestaBlock', 'AvisBlock', 'MapBlock'],
      },
    });
    expect(mapPlacement(placed)).toBe('block');
    expect(mapPlacement({ ...placed, hiddenBlocks: ['MapBlock'] })).toBe('none');
  });
});

describe('blockHeaderColor', () => {
  it("takes the block's own colour, else the page's header colour", () => {
    const custom = layout({ blockColors: { AvisBlock: '#112233' } });
    expect(blockHeaderColor(custom, 'AvisBlock')).toBe('#112233');
    expect(blockHeaderColor(custom, 'EquipeBlock')).toBe('#D3D3D3');
  });
});

describe('ratingStars', () => {
  it('rounds to the nearest half star', () => {
    expect(ratingStars(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(ratingStars(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(ratingStars(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(ratingStars(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(ratingStars(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});
