import { createLiveConnection, liveUrl, type LiveConnection } from '../live/live-connection';
import { fetchIceServers } from './ice-servers';
import { mediaFailure, mediaFailureMessages, openCamera, stopStream } from './media';
import { createPeerLink, type PeerLink } from './peer-link';

export type GuestPhase = 'loading' | 'waiting' | 'connected' | 'left' | 'closed';

export interface RoomGuestState {
  phase: GuestPhase;
  businessName: string | null;
  local: MediaStream | null;
  remote: MediaStream | null;
  /** French text for a closed or unknown room, a camera failure, or a professional who left. */
  message?: string;
}

export const roomGuestTexts = {
  proLeft: 'Le professionnel a quitté la visio. Il peut vous rappeler par ce même lien.',
  hungUp: 'Vous avez quitté la visio.',
  loadFailed: 'Impossible d’ouvrir la salle. Vérifiez votre connexion, puis rechargez la page.',
} as const;

/**
 * The client's side of a room link (/visio/{token}): the room's state, the camera, then the room's socket;
 * 'join' asks the professional for an offer, answered at once. A closed room ends everything.
 */
export function startRoomGuest(o: { token: string; onState: (state: RoomGuestState) => void }): {
  hangUp(): void;
} {
  const base = `/api/v1/public/rooms/${encodeURIComponent(o.token)}`;
  let state: RoomGuestState = { phase: 'loading', businessName: null, local: null, remote: null };
  let link: PeerLink | null = null;
  let live: LiveConnection | null = null;
  let iceServers: RTCIceServer[] = [];
  let over = false;

  const set = (next: Partial<RoomGuestState>) => {
    state = { ...state, ...next };
    o.onState(state);
  };
  const signal = (name: string, payload: unknown = null) =>
    live?.send({ type: 'room.signal', signal: name, payload });
  const finish = (phase: 'left' | 'closed', message: string, tellPro: boolean) => {
    if (over) return;
    over = true;
    if (tellPro) signal('call-ended');
    link?.close();
    live?.stop();
    stopStream(state.local);
    set({ phase, message, local: null, remote: null });
  };
  const join = () => {
    link?.close();
    link = createPeerLink({
      iceServers,
      onCandidate: (candidate) => signal('candidate', candidate),
      onRemoteStream: (remote) => set({ remote }),
      onState: (pcState) => {
        if (pcState === 'connected') set({ phase: 'connected', message: undefined });
      },
    });
    link.addStream(state.local!);
    signal('join');
  };

  const onFrame = async (frame: { type: string } & Record<string, unknown>) => {
    if (over) return;
    // Also after a lost connection: the professional makes a new offer.
    if (frame.type === 'live.ready') return join();
    if (frame.type === 'live.error' && frame.code === 'room_closed')
      return finish('closed', String(frame.message), false);
    if (frame.type !== 'room.signal' || !link) return;
    if (frame.signal === 'offer')
      signal('answer', await link.answer(frame.payload as RTCSessionDescriptionInit));
    else if (frame.signal === 'candidate') await link.addCandidate(frame.payload as RTCIceCandidateInit);
    else if (frame.signal === 'call-ended') {
      // The professional left or closed the page: wait here, they may call again on this link.
      link.close();
      link = null;
      set({ phase: 'waiting', remote: null, message: roomGuestTexts.proLeft });
      join();
    }
  };

  void (async () => {
    o.onState(state);
    let res: Response;
    try {
      res = await fetch(base, { headers: { accept: 'application/json' } });
    } catch {
      return finish('closed', roomGuestTexts.loadFailed, false);
    }
    const body = (await res.json().catch(() => ({}))) as { businessName?: string; message?: string };
    if (!res.ok) return finish('closed', body.message ?? roomGuestTexts.loadFailed, false);
    set({ businessName: body.businessName ?? null });
    try {
      const local = await openCamera('user');
      if (over) return stopStream(local);
      set({ local, phase: 'waiting' });
    } catch (error) {
      return finish('left', mediaFailureMessages[mediaFailure(error)], false);
    }
    iceServers = await fetchIceServers(`${base}/ice-servers`);
    if (over) return;
    live = createLiveConnection(liveUrl(`${base}/live`));
    live.subscribe('*', (frame) => void onFrame(frame).catch(() => undefined));
    live.start();
  })();

  return { hangUp: () => finish('left', roomGuestTexts.hungUp, true) };
}
