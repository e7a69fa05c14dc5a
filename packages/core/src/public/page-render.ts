import { contrastRatio } from '../shared/contrast.js';
import type { PageBlock, PageLayout } from './page-layout.js';
import { PAGE_SECTIONS, type PageSection } from './page-sections.js';

/**
 * Dark or light text for a '#rrggbb' background: whichever contrasts more (WCAG ratio), so at least 4.5:1
 * on any colour. The spec's rule (weighted luminance against 186) put white text on bright greens and
 * yellows at 1.4:1, unreadable; this keeps its intent (black on light, white on dark) without that gap.
 */
export function contrastTextColor(background: string): '#000000' | '#ffffff' {
  const bg = background.trim();
  if (!/^#?[0-9a-f]{6}$/i.test(bg)) return '#000000';
  const hex = bg.startsWith('#') ? bg : `#${bg}`;
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

/** The sections of the public page as they render: in order, each with its non-hidden blocks in order. */
export function renderedSections(layout: PageLayout): { section: PageSection; blocks: PageBlock[] }[] {
  const hidden = new Set(layout.hiddenBlocks);
  return PAGE_SECTIONS.map((section) => ({
    section,
    blocks: layout.sections[section].filter((b) => !hidden.has(b)),
  })).filter((s) => s.blocks.length > 0);
}

/**
 * Where the address map goes: its own block when the owner placed MapBlock; otherwise inside the hours
 * block when that shows, else after the sections; nowhere when the owner hid MapBlock.
 */
export function mapPlacement(layout: PageLayout): 'block' | 'hours' | 'end' | 'none' {
  if (layout.hiddenBlocks.includes('MapBlock')) return 'none';
  const placed = PAGE_SECTIONS.some((s) => layout.sections[s].includes('MapBlock'));
  if (placed) return 'block';
  return renderedSections(layout).some((s) => s.blocks.includes('HorairesBlock')) ? 'hours' : 'end';
}

/** The colour of a block's header: the owner's colour for that block, else the page's header colour. */
export const blockHeaderColor = (layout: PageLayout, block: PageBlock) =>
  layout.blockColors[block] ?? layout.headerColor;

/** Five stars of an average rating, rounded to the nearest half star. */
export function ratingStars(average: number | null): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(5, Math.max(0, average ?? 0)) * 2);
  return Array.from({ length: 5 }, (_, i) =>
    halves >= 2 * i + 2 ? 'full' : halves === 2 * i + 1 ? 'half' : 'empty',
  );
}
