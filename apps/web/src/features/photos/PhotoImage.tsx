import { useState } from 'react';
import { photosStrings as t } from './photos.strings';

/**
 * A salon photo, or the spec's placeholder when it cannot be loaded (a file gone, the network down): the
 * tile keeps its place and its delete button, and says what is missing instead of a broken-image icon.
 */
export function PhotoImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span className="photo-missing" role="img" aria-label={`${alt} : ${t.unavailable}`}>
        <i className="pi pi-image" aria-hidden="true" />
        <span aria-hidden="true">{t.unavailable}</span>
      </span>
    );
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
