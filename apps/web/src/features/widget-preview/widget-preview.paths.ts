// Kept apart from the page so the router can name the routes without loading the page's chunk.
export const WIDGET_PREVIEW_PATH = '/rendez-vous-en-ligne-apercuwidget';
export const WIDGET_PREVIEW_DEMO_PATH = '/rendez-vous-en-ligne-apercuwidgetdemo';
