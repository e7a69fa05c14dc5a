import { BOOKING_FRAME_PREFIX } from '@quickrdv/core';

/** The professional's slug, read from the frame's own address. */
export function frameSlug(pathname: string = window.location.pathname): string {
  const rest = pathname.startsWith(BOOKING_FRAME_PREFIX) ? pathname.slice(BOOKING_FRAME_PREFIX.length) : '';
  return decodeURIComponent(rest.split('/')[0] ?? '');
}
