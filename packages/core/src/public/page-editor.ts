import { z } from 'zod';
import {
  DEFAULT_PAGE_LAYOUT,
  PAGE_BLOCKS,
  PAGE_SECTIONS,
  PAGE_THEMES,
  pageLayoutSchema,
  type PageBlock,
  type PageLayout,
} from './page-layout.js';
import type { ImageFit } from '../photos/photos.messages.js';
import { imageUploadSchema } from '../photos/photos.schemas.js';

/** The four looks of the page editor's 'Thèmes' panel (spec: theme1 to theme4). */
export const PAGE_THEME_NAMES: Record<(typeof PAGE_THEMES)[number], string> = {
  theme1: 'Thème Primal',
  theme2: 'Thème Urbain',
  theme3: 'Thème Design',
  theme4: 'Thème Light',
};

/** The blocks' names in the 'Widgets' panel (spec labels: Société, Avis). */
export const PAGE_BLOCK_LABELS: Record<PageBlock, string> = {
  ImagesBlock: 'Société',
  PresentationBlock: 'Présentation',
  RendezvousBlock: 'Rendez-vous',
  HorairesBlock: 'Horaires',
  EquipeBlock: 'Équipe',
  AccordionPrestaBlock: 'Prestations',
  AvisBlock: 'Avis',
  MapBlock: 'Plan d’accès',
};

export const pageEditorMessages = {
  invalid: 'Cette mise en page est invalide : rechargez la page et recommencez.',
  blockTwice: 'Un bloc ne peut figurer qu’une fois sur la page.',
  blockMissing: 'Tous les blocs doivent rester sur la page (masquez-les plutôt).',
  imagesHidden: 'Le bloc Société ne peut pas être masqué.',
  imageUnknown: 'Cette image n’a pas été envoyée pour votre page.',
  stale:
    'Votre page a été modifiée entre-temps (dans un autre onglet ou sur un autre appareil). Rechargez pour voir la dernière version, puis refaites vos changements.',
  saved: 'Page enregistrée',
  imageRequired: 'Choisissez une image.',
  imageTooSmall: 'L’image doit mesurer au moins 16 × 16 pixels.',
  imageKind: 'Précisez s’il s’agit du logo ou de l’image de fond.',
  colorInvalid: 'Couleur invalide : choisissez une couleur au format #RRGGBB.',
  blockColorUnknown: 'Seuls les blocs de la page peuvent avoir une couleur.',
} as const;
const m = pageEditorMessages;

export const PAGE_IMAGE_KINDS = ['logo', 'background'] as const;
export type PageImageKind = (typeof PAGE_IMAGE_KINDS)[number];

/**
 * How a page image is kept. Unlike the establishment's photos (350 px at least), any picture from 16 px
 * up will do, as a logo is often small; each is fitted in its box, the background in the spec's 1920 × 1080.
 */
export const PAGE_IMAGE_FIT: Record<PageImageKind, ImageFit> = {
  // A logo keeps its transparency (it sits on the page's colours); the background never has any.
  logo: { minSide: 16, width: 800, height: 800, tooSmall: m.imageTooSmall, keepsTransparency: true },
  background: { minSide: 16, width: 1920, height: 1080, tooSmall: m.imageTooSmall },
};

/** POST /page-layout/images: the picture and what it is for (a background when left out). */
export const pageImageUploadSchema = imageUploadSchema.extend({
  kind: z.enum(PAGE_IMAGE_KINDS, { error: m.imageKind }).default('background'),
});

/** Where the page's own images (logo, background) are served; the layout may only point there. */
export const PAGE_IMAGE_PATH = '/api/v1/uploads/page/';
/**
 * How a page image is stored, named by its file's extension: JPEG (every background, and a logo without
 * transparency), a transparent logo as PNG or WebP (whichever is lighter). Logos uploaded before
 * transparency was kept are all '.jpg'.
 */
export const PAGE_IMAGE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
export type PageImageExtension = (typeof PAGE_IMAGE_EXTENSIONS)[number];
const PAGE_IMAGE_URL = /^\/api\/v1\/uploads\/page\/([0-9a-f-]{36})\.(jpg|png|webp)$/;
const BACKGROUND_IMAGE_URL = /^\/api\/v1\/uploads\/page\/[0-9a-f-]{36}\.jpg$/;
export const pageImageUrl = (id: string, extension: PageImageExtension = 'jpg') =>
  `${PAGE_IMAGE_PATH}${id}.${extension}`;
/** The upload id and file extension of a page image's address; null for any other address. */
export function pageImageFileOf(url: string | null) {
  const match = url ? PAGE_IMAGE_URL.exec(url) : null;
  return match ? { id: match[1]!, extension: match[2] as PageImageExtension } : null;
}
export const pageImageIdOf = (url: string | null) => pageImageFileOf(url)?.id ?? null;

const imageUrl = (pattern: RegExp) =>
  z
    .string({ error: m.imageUnknown })
    .max(200, { error: m.imageUnknown })
    .regex(pattern, { error: m.imageUnknown })
    .nullable();

const color = z
  .string({ error: m.colorInvalid })
  .max(7, { error: m.colorInvalid })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: m.colorInvalid });

/**
 * A whole layout as the editor saves it: every field present and valid, each of the seven default blocks
 * placed exactly once (MapBlock at most once), the company block never hidden, images only from the page's
 * own uploads, colours only '#rrggbb' and only for known blocks. A partial or damaged document is refused
 * whole, never stored.
 */
export const pageLayoutDocumentSchema = pageLayoutSchema
  .extend({
    logoUrl: imageUrl(PAGE_IMAGE_URL),
    backgroundImageUrl: imageUrl(BACKGROUND_IMAGE_URL),
    widgetColorGlobal: color,
    themeColorLine: color,
    headerColor: color,
    backgroundColor: color,
    blockColors: z.partialRecord(z.enum(PAGE_BLOCKS), color, {
      // Not a record at all, or keys that are not blocks (zod reports those as 'unrecognized_keys').
      error: (issue) => (issue.code === 'invalid_type' ? m.invalid : m.blockColorUnknown),
    }),
  })
  .strict()
  .superRefine((l, ctx) => {
    const placed = PAGE_SECTIONS.flatMap((s) => l.sections[s]);
    if (new Set(placed).size !== placed.length)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: m.blockTwice });
    if (PAGE_BLOCKS.some((b) => b !== 'MapBlock' && !placed.includes(b)))
      ctx.addIssue({ code: 'custom', path: ['sections'], message: m.blockMissing });
    if (l.hiddenBlocks.includes('ImagesBlock'))
      ctx.addIssue({ code: 'custom', path: ['hiddenBlocks'], message: m.imagesHidden });
  });

/** Body of PUT /page-layout: the layout and the version it was edited from (a stale one is refused). */
export const pageLayoutSaveSchema = z.object({
  layout: pageLayoutDocumentSchema,
  version: z.number({ error: m.invalid }).int({ error: m.invalid }).min(0, { error: m.invalid }),
});
export type PageLayoutSave = z.infer<typeof pageLayoutSaveSchema>;
export interface PageLayoutState {
  layout: PageLayout;
  version: number;
  slug: string;
}

/**
 * 'Réinitialiser' (spec): default block order, black global colour, white background, theme1, every block
 * back to the page's header colour; the logo stays.
 */
export function resetPageLayout(current: PageLayout): PageLayout {
  return {
    ...DEFAULT_PAGE_LAYOUT,
    sections: {
      section1: [...DEFAULT_PAGE_LAYOUT.sections.section1],
      section2: [...DEFAULT_PAGE_LAYOUT.sections.section2],
      section3: [...DEFAULT_PAGE_LAYOUT.sections.section3],
    },
    logoUrl: current.logoUrl,
  };
}

/** One pending edit of the editor, keyed by what it changes ('theme', 'sections', 'hidden:AvisBlock'...). */
export type PendingChanges = Partial<{ [K in keyof PageLayout]: PageLayout[K] }>;

/** Queues an edit: one per key, the latest replacing an earlier one (spec: States and transitions). */
export const queueChange = <K extends keyof PageLayout>(
  queue: PendingChanges,
  key: K,
  value: PageLayout[K],
): PendingChanges => ({ ...queue, [key]: value });

/** The layout as it will be once the queue is sent. */
export const withPending = (layout: PageLayout, queue: PendingChanges): PageLayout => ({
  ...layout,
  ...queue,
});

/** Moves a block to `index` of `to` (its own or another section), keeping every other block's order. */
export function moveBlock(
  sections: PageLayout['sections'],
  block: PageBlock,
  to: (typeof PAGE_SECTIONS)[number],
  index: number,
): PageLayout['sections'] {
  const next = {
    section1: sections.section1.filter((b) => b !== block),
    section2: sections.section2.filter((b) => b !== block),
    section3: sections.section3.filter((b) => b !== block),
  };
  const list = next[to];
  list.splice(Math.max(0, Math.min(index, list.length)), 0, block);
  return next;
}

/** Gives a block its own header colour, or with null takes it back to the page's header colour. */
export function setBlockColor(
  colors: PageLayout['blockColors'],
  block: PageBlock,
  color: string | null,
): PageLayout['blockColors'] {
  const { [block]: _, ...others } = colors;
  return color === null ? others : { ...others, [block]: color };
}

/** Shows or hides a block (never the company block). */
export function toggleHidden(hidden: PageBlock[], block: PageBlock): PageBlock[] {
  if (block === 'ImagesBlock') return hidden;
  return hidden.includes(block) ? hidden.filter((b) => b !== block) : [...hidden, block];
}
