import './profile-chat.css';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { chatStrings as t } from '../chat.strings';

// Its own chunk: the profile page fetches it, and opens the socket, only when the visitor opens the chat.
const VisitorChat = lazy(() => import('./VisitorChat'));

/**
 * The profile page's 'Chattez avec nous !' button, in the sticky top bar: a floating button at the bottom
 * would stand over the booking frame's own sticky tab bar on a phone and take the visitor's tap there. The
 * panel opens at the bottom right (a bottom sheet on a phone), over the page, with its own close button.
 */
export function ProfileChatLauncher({ slug, salon }: { slug: string; salon: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="pc-launcher"
        aria-expanded={open}
        aria-controls="pc-panel"
        title={t.openChat}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M4 5h16v11H9l-5 4z"
          />
        </svg>
        <span className="pc-launcher-text">{t.openChat}</span>
      </button>
      {loaded &&
        // On the body: the top bar's backdrop filter would make it the box a fixed panel is placed in.
        createPortal(
          <section id="pc-panel" className="pc-panel" hidden={!open} aria-labelledby="pc-title">
            <header className="pc-head">
              <h2 id="pc-title">{t.visitorTitle}</h2>
              <button
                type="button"
                className="pc-close"
                aria-label={t.closeChat}
                title={t.closeChat}
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </header>
            <div className="pc-body">
              <Suspense fallback={<p>{t.reconnecting}</p>}>
                <VisitorChat slug={slug} salon={salon} />
              </Suspense>
            </div>
          </section>,
          document.body,
        )}
    </>
  );
}
