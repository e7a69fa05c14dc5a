import './profile-chat.css';
import { lazy, Suspense, useState } from 'react';
import { chatStrings as t } from '../chat.strings';

// Its own chunk: the profile page fetches it, and opens the socket, only when the visitor opens the chat.
const VisitorChat = lazy(() => import('./VisitorChat'));

/** The profile page's 'Chattez avec nous !' button at the bottom right, opening the visitor's chat. */
export function ProfileChatLauncher({ slug, salon }: { slug: string; salon: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {!open && (
        <button
          type="button"
          className="pc-launcher"
          aria-expanded={false}
          aria-controls="pc-panel"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              d="M4 5h16v11H9l-5 4z"
            />
          </svg>
          {t.openChat}
        </button>
      )}
      {loaded && (
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
        </section>
      )}
    </>
  );
}
