/**
 * The messages between the booking frame and the page embedding it (/code.js on any site, the profile page's
 * own frame), besides the height message (FRAME_HEIGHT_MESSAGE). The frame is as tall as its content, so it
 * has no scroll of its own and cannot see which part of it is on screen: the host tells it, and it asks the
 * host to scroll to what it just opened. Each side checks the other's origin, window and slug.
 */

/**
 * The host page's viewport seen from inside the frame: `top` is the y inside the frame of the viewport's top
 * edge (negative when the frame starts lower on the screen), `height` the viewport's height, both in CSS px,
 * without what a top bar of the host covers.
 */
export interface HostViewport {
  top: number;
  height: number;
}

/** Host to frame, on scroll, resize and after each resize of the frame. */
export interface FrameViewportMessage extends HostViewport {
  type: 'qrdv:viewport';
  slug: string;
}
export const FRAME_VIEWPORT_MESSAGE = 'qrdv:viewport';

/** Frame to host: scroll so that the frame's y `top` (CSS px) is at the top of the viewport. */
export interface FrameScrollMessage {
  type: 'qrdv:scroll-to';
  slug: string;
  top: number;
}
export const FRAME_SCROLL_MESSAGE = 'qrdv:scroll-to';

/** No frame or screen is this tall: a larger number is garbage, not a position. */
const MAX_COORDINATE = 100_000;

const isCoordinate = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_COORDINATE;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

function messageOf(data: unknown, type: string, slug: string): Record<string, unknown> | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  return m.type === type && m.slug === slug ? m : null;
}

/** The viewport in a message from the host, or null when it is not a well-formed one for this slug. */
export function readViewportMessage(data: unknown, slug: string): HostViewport | null {
  const m = messageOf(data, FRAME_VIEWPORT_MESSAGE, slug);
  if (!m || !isCoordinate(m.top) || !isCoordinate(m.height) || m.height < 0) return null;
  return { top: m.top, height: m.height };
}

/** The y asked for in a message from the frame, or null when it is not a well-formed one for this slug. */
export function readScrollMessage(data: unknown, slug: string): number | null {
  const m = messageOf(data, FRAME_SCROLL_MESSAGE, slug);
  return m && isCoordinate(m.top) ? m.top : null;
}

/**
 * Host side: the viewport to tell the frame, from the frame's top in the viewport (getBoundingClientRect),
 * the viewport's height and the height of the host's own sticky top bar (`inset`), which hides what is under it.
 */
export function hostViewport(frameTop: number, viewportHeight: number, inset = 0): HostViewport {
  return { top: Math.round(inset - frameTop), height: Math.max(0, Math.round(viewportHeight - inset)) };
}

/**
 * Host side: how far to scroll (window.scrollBy) so that the frame's y `top` meets the top of the viewport
 * (below a top bar of `inset` px). Clamped to the frame's own box: whatever it asks, a frame can only bring
 * a part of itself into view, never move the host page anywhere else.
 */
export function hostScrollBy(frameTop: number, frameHeight: number, top: number, inset = 0): number {
  return Math.round(frameTop + clamp(top, 0, Math.max(0, frameHeight)) - inset);
}

/**
 * Frame side: the y to ask the host to scroll to so that `y` (the top of what was just opened) comes into view,
 * or null when it is already in the upper third of the viewport (a page that moves for nothing is disorienting)
 * or the host has not said where its viewport is (an older /code.js: it ignores the message anyway).
 */
export function revealTarget(viewport: HostViewport | null, y: number, margin = 8): number | null {
  if (!viewport) return null;
  const inUpperThird = y >= viewport.top && y <= viewport.top + viewport.height / 3;
  return inUpperThird ? null : Math.max(0, Math.round(y - margin));
}

export interface DialogPlacement {
  /** y of the dialog's top inside the frame. */
  top: number;
  maxHeight: number;
  /**
   * y to ask the host to scroll to: the top of the visible part, so nothing moves when the host's last
   * message is current, and the dialog still comes on screen when the host has scrolled since.
   */
  scrollTo: number;
}

/** A dialog never gets shorter than this, even in a tiny viewport (a landscape phone with its keyboard). */
const DIALOG_MIN_HEIGHT = 240;

/**
 * Frame side: a dialog opens at the top of the visible part of the frame, no taller than the host's viewport,
 * so that its buttons are on screen without scrolling inside it. When the frame's top is below the viewport's
 * top, the dialog starts at the frame's top and the host scrolls there. It may reach below the frame's
 * bottom: the frame then grows to hold it (useFrameHeight), which never moves what is on screen.
 */
export function dialogPlacement(viewport: HostViewport, margin = 12): DialogPlacement {
  const top = Math.max(0, Math.round(viewport.top)) + margin;
  const screenBottom = Math.round(viewport.top + viewport.height);
  return {
    top,
    maxHeight: Math.max(DIALOG_MIN_HEIGHT, screenBottom - top - margin),
    scrollTo: Math.max(0, Math.round(viewport.top)),
  };
}

/** Below this many visible pixels of the frame, the tab bar stays at the frame's bottom rather than cover it all. */
const TAB_BAR_MIN_VISIBLE = 240;

/**
 * Frame side: how far above the frame's bottom the sticky tab bar sits, so that it stays at the bottom of the
 * visible part of a frame taller than the screen (CSS `bottom` of a sticky element). 0 when the frame's bottom
 * is on screen, when too little of the frame is, or when the host has not said where its viewport is.
 */
export function tabBarLift(viewport: HostViewport | null, frameHeight: number): number {
  if (!viewport) return 0;
  const top = Math.max(0, viewport.top);
  const bottom = Math.min(frameHeight, viewport.top + viewport.height);
  if (bottom - top < TAB_BAR_MIN_VISIBLE) return 0;
  return Math.max(0, Math.round(frameHeight - bottom));
}
