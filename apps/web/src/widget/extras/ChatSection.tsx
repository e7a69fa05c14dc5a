import type { PublicProfile } from '@quickrdv/core';
import { lazy, Suspense, useState } from 'react';
import { extrasStrings as t } from './extras.strings';
import { InfoIcon } from './info-icons';

// Its own chunk: fetched, and the socket opened, only when the visitor opens the section.
const VisitorChat = lazy(() => import('../../features/chat/visitor/VisitorChat'));

/** 'Chattez avec nous !' in the Informations accordion. */
export function ChatSection({ profile }: { profile: PublicProfile }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="wx-section wx-chat"
      id="wx-chat"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary>
        <span className="wx-section-icon">
          <InfoIcon name="chat" />
        </span>
        <span className="wx-section-title">{t.chat}</span>
      </summary>
      <div className="wx-section-body">
        {opened && (
          <Suspense fallback={<p className="wx-muted">{t.chatLoading}</p>}>
            <VisitorChat slug={profile.business.slug} salon={profile.business.nomSociete} />
          </Suspense>
        )}
      </div>
    </details>
  );
}
