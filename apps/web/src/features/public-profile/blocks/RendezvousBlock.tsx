import { bookingFramePath, type PublicProfile } from '@quickrdv/core';
import { useRef, useState } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';
import { useBookingFrameHost } from './useBookingFrameHost';

/** Height of the booking frame until it reports its own. */
const FRAME_MIN_HEIGHT = 560;

/** The booking frame, as tall as its content says, brought into view where it asks (useBookingFrameHost). */
function BookingFrame({ src, slug, title }: { src: string; slug: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useBookingFrameHost(ref, slug, setHeight);
  return (
    <iframe
      ref={ref}
      className="pp-frame"
      src={src}
      title={title}
      style={{ height: height ?? FRAME_MIN_HEIGHT }}
    />
  );
}

/**
 * The booking widget itself. Its header lists the next days with free slots, each opening them: the page
 * no longer repeats them above it as boxes that did nothing.
 */
export function RendezvousBlock({ profile }: { profile: PublicProfile }) {
  const { business } = profile;
  return (
    <BlockCard block="RendezvousBlock" layout={profile.layout}>
      {/* A path, not PUBLIC_URL's address: the page may be opened under another host name (www., an IP),
          and the frame must come from the page's own origin (CSP frame-src 'self', postMessage checks). */}
      <BookingFrame
        src={bookingFramePath(business.slug)}
        slug={business.slug}
        title={t.frameTitle(business.nomSociete)}
      />
    </BlockCard>
  );
}
