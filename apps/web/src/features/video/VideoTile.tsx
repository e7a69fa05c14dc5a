import { useEffect, useRef } from 'react';

/** A <video> showing a stream; the own camera is muted (no echo) and mirrored like a mirror. */
export function VideoTile(props: {
  stream: MediaStream | null;
  caption: string;
  self?: boolean;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== props.stream) video.srcObject = props.stream;
  }, [props.stream]);
  return (
    <figure className={`video-tile ${props.self ? 'video-self' : 'video-remote'} ${props.className ?? ''}`}>
      <video ref={ref} autoPlay playsInline muted={props.self} data-testid={props.testId} />
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}
