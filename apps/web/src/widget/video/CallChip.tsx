import { lazy, Suspense, useState } from 'react';
import { callStrings as t } from './video-call.strings';

// The call's code (WebRTC, its dialog) is fetched on the first click: the widget's first load stays light.
const VisitorCallDialog = lazy(() => import('./VisitorCallDialog'));

/** 'Appel visio': starts a video call with the professional. */
export function CallChip({ slug }: { slug: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <>
      <button
        type="button"
        className="w-chip w-call-chip"
        onClick={(e) => setOpenAt(e.currentTarget.getBoundingClientRect().top + window.scrollY)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 6h11a2 2 0 0 1 2 2v1.5l3.4-2.3A1 1 0 0 1 22 8v8a1 1 0 0 1-1.6.8L17 14.5V16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"
          />
        </svg>
        {t.chip}
      </button>
      {openAt !== null && (
        <Suspense fallback={null}>
          <VisitorCallDialog slug={slug} anchorY={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
