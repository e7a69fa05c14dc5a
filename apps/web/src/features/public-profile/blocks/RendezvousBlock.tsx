import { FRAME_HEIGHT_MESSAGE, type FrameHeightMessage, type PublicProfile } from '@quickrdv/core';
import { useEffect, useRef, useState } from 'react';
import { publicProfileStrings as t } from '../public-profile.strings';
import { BlockCard } from './BlockCard';

/** Height of the booking frame until it reports its own. */
const FRAME_MIN_HEIGHT = 560;
/** A frame claiming more than this is ignored (a runaway loop must not stretch the page forever). */
const FRAME_MAX_HEIGHT = 6000;

function isHeightMessage(data: unknown, slug: string): data is FrameHeightMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<FrameHeightMessage>;
  return (
    m.type === FRAME_HEIGHT_MESSAGE &&
    m.slug === slug &&
    typeof m.height === 'number' &&
    Number.isFinite(m.height) &&
    m.height > 0 &&
    m.height <= FRAME_MAX_HEIGHT
  );
}

/** The booking frame, as tall as its content says (only our own frame, from our own origin, is listened to). */
function BookingFrame({ src, slug, title }: { src: string; slug: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== ref.current?.contentWindow) return;
      if (isHeightMessage(event.data, slug)) setHeight(Math.ceil(event.data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [slug]);
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
      <BookingFrame src={profile.urls.frame} slug={business.slug} title={t.frameTitle(business.nomSociete)} />
    </BlockCard>
  );
}
