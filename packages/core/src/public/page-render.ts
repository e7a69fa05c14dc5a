import type { PageBlock, PageLayout } from './page-layout.js';
import { PAGE_SECTIONS, type PageSection } from './page-sections.js';

/** Luminance above which a background takes dark text (spec: theme defaults, text contrast threshold). */
export const TEXT_CONTRAST_THRESHOLD = 186;

/** Dark or light text for a '#rrggbb' background, by its weighted luminance against the threshold. */
export function contrastTextColor(background: string): '#000000' | '#ffffff' {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background.trim());
  if (!match) return '#000000';
  const [r, g, b] = match.slice(1).map((h) => parseInt(h, 16)) as [number, number, number];
  return r * 0.299 + g * 0.587 + b * 0.114 > TEXT_CONTRAST_THRESHOLD ? '#000000' : '#ffffff';
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
