import { z } from 'zod';
import { DEFAULT_WIDGET_COLOR, PAGE_SECTIONS } from './page-sections.js';

/** Blocks of the public page, as the page editor names them (MapBlock is known but not placed by default). */
export const PAGE_BLOCKS = [
  'ImagesBlock',
  'PresentationBlock',
  'RendezvousBlock',
  'HorairesBlock',
  'EquipeBlock',
  'AccordionPrestaBlock',
  'AvisBlock',
  'MapBlock',
] as const;
export type PageBlock = (typeof PAGE_BLOCKS)[number];

// In a module of its own: page-render.ts needs it on the public page, which must not load the schemas below.
export { DEFAULT_WIDGET_COLOR, PAGE_SECTIONS, type PageSection } from './page-sections.js';

export const PAGE_THEMES = ['theme1', 'theme2', 'theme3', 'theme4'] as const;

const hex = z
  .string()
  .max(7)
  .regex(/^#[0-9a-fA-F]{6}$/);

/** The public page's look: what the page editor ('Montage') saves in pros.page_layout as JSON. */
export const pageLayoutSchema = z.object({
  theme: z.enum(PAGE_THEMES),
  /** Global widget colour. */
  widgetColorGlobal: hex,
  /** Line colour of theme3. */
  themeColorLine: hex,
  headerColor: hex,
  backgroundColor: hex,
  logoUrl: z.string().max(500).nullable(),
  backgroundImageUrl: z.string().max(500).nullable(),
  /** Section -> ordered block names. */
  sections: z.object({
    section1: z.array(z.enum(PAGE_BLOCKS)),
    section2: z.array(z.enum(PAGE_BLOCKS)),
    section3: z.array(z.enum(PAGE_BLOCKS)),
  }),
  /** Blocks the owner hid (never ImagesBlock). */
  hiddenBlocks: z.array(z.enum(PAGE_BLOCKS)),
  /** Per-block colour overrides. */
  blockColors: z.partialRecord(z.enum(PAGE_BLOCKS), hex),
});
export type PageLayout = z.infer<typeof pageLayoutSchema>;

/** The layout of a page nobody customised, and what 'Réinitialiser' restores. */
export const DEFAULT_PAGE_LAYOUT: PageLayout = {
  theme: 'theme1',
  widgetColorGlobal: DEFAULT_WIDGET_COLOR,
  themeColorLine: '#4CAF50',
  headerColor: '#D3D3D3',
  backgroundColor: '#FFFFFF',
  logoUrl: null,
  backgroundImageUrl: null,
  sections: {
    section1: ['ImagesBlock', 'PresentationBlock'],
    section2: ['RendezvousBlock', 'HorairesBlock', 'EquipeBlock'],
    section3: ['AccordionPrestaBlock', 'AvisBlock'],
  },
  hiddenBlocks: [],
  blockColors: {},
};

/**
 * The stored layout (JSON text or null) read safely: missing or invalid fields take their default, each
 * block appears once at most, every default block is placed somewhere, and ImagesBlock is never hidden.
 */
export function parsePageLayout(stored: string | null): PageLayout {
  let raw: unknown = null;
  try {
    raw = stored ? JSON.parse(stored) : null;
  } catch {
    raw = null;
  }
  const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_PAGE_LAYOUT;
  const field = <K extends keyof PageLayout>(key: K): PageLayout[K] => {
    const parsed = pageLayoutSchema.shape[key].safeParse(input[key]);
    return (parsed.success ? parsed.data : d[key]) as PageLayout[K];
  };
  const seen = new Set<PageBlock>();
  const placed = field('sections');
  const sections = {
    section1: [...placed.section1],
    section2: [...placed.section2],
    section3: [...placed.section3],
  };
  for (const s of PAGE_SECTIONS) sections[s] = sections[s].filter((b) => !seen.has(b) && seen.add(b));
  for (const s of PAGE_SECTIONS) {
    for (const b of d.sections[s]) if (!seen.has(b)) sections[s].push(b);
  }
  return {
    theme: field('theme'),
    widgetColorGlobal: field('widgetColorGlobal'),
    themeColorLine: field('themeColorLine'),
    headerColor: field('headerColor'),
    backgroundColor: field('backgroundColor'),
    logoUrl: field('logoUrl'),
    backgroundImageUrl: field('backgroundImageUrl'),
    sections,
    hiddenBlocks: [...new Set(field('hiddenBlocks'))].filter((b) => b !== 'ImagesBlock'),
    blockColors: { ...field('blockColors') },
  };
}
