/** Public page where a visitor views, moves or cancels their booking (link sent by e-mail and SMS). */
export const bookingManagePath = (token: string) => `/rendez-vous-en-ligne/rdv/${token}`;

/** Prefix of the booking frame pages, the only pages any site may embed (CSP frame-ancestors *). */
export const BOOKING_FRAME_PREFIX = '/rendez-vous-en-ligne/cadreindividuel/';

/** The widget script a professional pastes into their own site. */
export const widgetScriptPath = (slug: string) => `/code.js?num=${encodeURIComponent(slug)}`;

/**
 * Message the booking frame posts to its parent page (window.parent.postMessage(message, '*')) whenever
 * its content height changes; the widget script resizes the iframe to it.
 */
export interface FrameHeightMessage {
  type: 'qrdv:height';
  slug: string;
  /** CSS pixels. */
  height: number;
}
export const FRAME_HEIGHT_MESSAGE = 'qrdv:height';
