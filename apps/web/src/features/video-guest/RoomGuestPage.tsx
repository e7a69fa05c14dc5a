import '../video/incoming-call.css';
import './room-guest.css';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { startRoomGuest, type RoomGuestState } from '../../lib/webrtc/room-guest';
import { usePageTitle } from '../../ui/page-title';
import { VideoTile } from '../video/VideoTile';
import { roomGuestStrings as t } from './room-guest.strings';

/**
 * /visio/{token}: the client's side of a professional's video room, in any browser, without an account.
 * The camera is asked for at once; a closed or unknown room says so in French.
 */
export function RoomGuestPage() {
  usePageTitle(t.pageTitle);
  const token = useParams().token ?? '';
  const [state, setState] = useState<RoomGuestState>({
    phase: 'loading',
    businessName: null,
    local: null,
    remote: null,
  });
  const session = useRef<{ hangUp(): void } | null>(null);

  useEffect(() => {
    const started = startRoomGuest({ token, onState: setState });
    session.current = started;
    window.addEventListener('pagehide', started.hangUp);
    return () => {
      window.removeEventListener('pagehide', started.hangUp);
      started.hangUp();
    };
  }, [token]);

  const over = state.phase === 'closed' || state.phase === 'left';
  return (
    <main className="room-guest">
      <header className="room-guest-header">
        <h1>{state.businessName ? t.titleWith(state.businessName) : t.title}</h1>
      </header>
      {over ? (
        <div className="room-guest-notice" role="alert">
          <p>{state.message}</p>
          {state.phase === 'left' && (
            <button type="button" className="room-guest-btn" onClick={() => window.location.reload()}>
              {t.rejoin}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="room-guest-stage">
            <VideoTile stream={state.remote} caption={t.proVideo} testId="guest-remote-video" />
            <VideoTile stream={state.local} caption={t.yourVideo} self />
            {state.phase !== 'connected' && (
              <p className="room-guest-waiting" role="status">
                {state.phase === 'loading' ? t.loading : (state.message ?? t.waiting)}
              </p>
            )}
          </div>
          <button type="button" className="room-guest-hangup" onClick={() => session.current?.hangUp()}>
            {t.hangUp}
          </button>
        </>
      )}
    </main>
  );
}
