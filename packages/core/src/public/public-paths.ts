/** Public slug of the shared showcase salon seeded at every start (read-only: nobody logs into it). */
export const SHOWCASE_SLUG = 'salon-lumiere-demo';

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

/** One line for map searches: '12 rue X, 69003 Lyon'. */
export const postalAddressLine = (a: { adresse: string; codePostal: string; ville: string }) =>
  [a.adresse, `${a.codePostal} ${a.ville}`.trim()].filter(Boolean).join(', ');

/** Map provider allowed in the pages' frame-src (an address search needs no key nor coordinates). */
export const MAP_ORIGIN = 'https://www.google.com';

/** Embeddable map centred on the address (the 'Itinéraire' and map blocks). */
export const mapEmbedUrl = (addressLine: string) =>
  `${MAP_ORIGIN}/maps?q=${encodeURIComponent(addressLine)}&output=embed`;

/** Directions to the address in the visitor's map application or site. */
export const directionsUrl = (addressLine: string) =>
  `${MAP_ORIGIN}/maps/dir/?api=1&destination=${encodeURIComponent(addressLine)}`;

/** The review form a client reaches from the single-use link sent after their appointment. */
export const reviewFormPath = (token: string) => `/rendez-vous-en-ligne/avis/${token}`;

/** A shared review: the profile page opens on it. */
export const sharedReviewPath = (slug: string, reviewId: string) =>
  `/rendez-vous-en-ligne/${slug}?avis=${reviewId}`;
