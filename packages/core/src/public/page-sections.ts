/** The three sections of the public page, top to bottom (the page editor places blocks in them). */
export const PAGE_SECTIONS = ['section1', 'section2', 'section3'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** The page editor's default widget colour (spec: theme defaults); the booking frame keeps its own for it. */
export const DEFAULT_WIDGET_COLOR = '#000000';
