/** The three sections of the public page, top to bottom (the page editor places blocks in them). */
export const PAGE_SECTIONS = ['section1', 'section2', 'section3'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];
