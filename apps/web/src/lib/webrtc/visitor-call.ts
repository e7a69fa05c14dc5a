import { openVisitorLive, type VisitorLive } from '../live/visitor-live';
import type { ReceivedFrame } from '../live/live-connection';
import { capVideoBitrate } from './bitrate';
import { fetchIceServers, newCallId } from './ice-servers';
import { mediaFailure, mediaFailureMessages, openCamera, stopStream } from './media';
import { createPeerLink, type PeerLink } from './peer-link';

/** How long a call rings before the visitor is told nobody answered. */
export const RING_TIMEOUT_MS = 45_000;

export type VisitorCallPhase = 'requesting' | 'connecting' | 'connected' | 'refused' | 'ended';

export interface VisitorCallState {
  phase: VisitorCallPhase;
  /** Why the call ended, in French (absent when the visitor hung up). */
  message?: string;
  local: MediaStream | null;
  remote: MediaStream | null;
}

export const visitorCallTexts = {
  offline: 'Le professionnel n’est pas disponible pour une visio pour le moment. Réessayez plus tard.',
  noAnswer: 'Le professionnel n’a pas répondu. Réessayez plus tard ou laissez-lui un message.',
  remoteEnded: 'Le professionnel a mis fin à la visio.',
  failed: 'La connexion vidéo a été interrompue.',
  lost: 'La connexion au serveur a été perdue.',
} as const;

/**
 * The visitor's side of a call ('Appel visio'): the salon's presence, then camera and microphone (a
 * refusal is said at once, in French), then the offer over the visitor's socket; the professional answers
 * or refuses. Every way out
 * stops every track, closes the connection and the socket, and tells the other side ('call-ended').
 */
export function startVisitorCall(o: {
  slug: string;
  visitorId: string;
  onState: (state: VisitorCallState) => void;
}): { hangUp(): void } {
  const callId = newCallId();
  let state: VisitorCallState = { phase: 'requesting', local: null, remote: null };
  let live: VisitorLive | null = null;
  let link: PeerLink | null = null;
  let ring: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  let started = false;

  const set = (next: Partial<VisitorCallState>) => {
    state = { ...state, ...next };
    o.onState(state);
  };
  const signal = (name: string, payload: unknown = null) =>
    live?.send({ type: 'call.signal', callId, signal: name, payload, ref: callId });
  const finish = (phase: 'ended' | 'refused', message?: string, tellPeer = true) => {
    if (over) return;
    over = true;
    clearTimeout(ring);
    if (tellPeer) signal('call-ended');
    link?.close();
    stopStream(state.local);
    live?.close();
    set({ phase, message, local: null, remote: null });
  };

  const onFrame = async (frame: ReceivedFrame) => {
    if (over) return;
    if (frame.type === 'live.ready' && !started) {
      started = true;
      // Nobody would answer: said before the camera is even asked for.
      if (frame.proOnline === false) return finish('ended', visitorCallTexts.offline, false);
      return void (await call());
    }
    if (frame.type === 'pro.presence' && frame.online === false && state.phase === 'requesting')
      return finish('ended', visitorCallTexts.offline);
    if (frame.type === 'live.error' && frame.ref === callId)
      return finish('ended', frame.code === 'pro_offline' ? visitorCallTexts.offline : frame.message, false);
    if (frame.type !== 'call.signal' || frame.callId !== callId || !link) return;
    if (frame.signal === 'answer' && state.phase === 'requesting') {
      clearTimeout(ring);
      set({ phase: 'connecting' });
      await link.acceptAnswer(frame.payload);
      await capVideoBitrate(link.pc);
    } else if (frame.signal === 'ice-candidate') await link.addCandidate(frame.payload);
    else if (frame.signal === 'refused') finish('refused', undefined, false);
    else if (frame.signal === 'call-ended') finish('ended', visitorCallTexts.remoteEnded, false);
  };

  const call = async () => {
    let local: MediaStream;
    try {
      local = await openCamera('user');
    } catch (error) {
      return finish('ended', mediaFailureMessages[mediaFailure(error)], false);
    }
    if (over) return stopStream(local);
    set({ local });
    const iceServers = await fetchIceServers(`/api/v1/public/pros/${encodeURIComponent(o.slug)}/ice-servers`);
    if (over) return;
    let outbox: RTCIceCandidateInit[] | null = [];
    link = createPeerLink({
      iceServers,
      // The salon learns of the call from the offer: candidates found before it is sent wait for it.
      onCandidate: (candidate) => (outbox ? outbox.push(candidate) : signal('ice-candidate', candidate)),
      onRemoteStream: (remote) => set({ remote }),
      onState: (pcState) => {
        if (pcState === 'connected') set({ phase: 'connected' });
        else if (pcState === 'failed') finish('ended', visitorCallTexts.failed);
      },
    });
    link.addStream(local);
    const offer = await link.offer();
    if (!signal('offer', offer)) return finish('ended', visitorCallTexts.lost, false);
    for (const candidate of outbox) signal('ice-candidate', candidate);
    outbox = null;
    ring = setTimeout(() => finish('ended', visitorCallTexts.noAnswer), RING_TIMEOUT_MS);
  };

  o.onState(state);
  // The salon's presence first (the socket's first frame), then the camera, then the offer.
  live = openVisitorLive({
    slug: o.slug,
    visitorId: o.visitorId,
    onFrame: (frame) => void onFrame(frame).catch(() => finish('ended', visitorCallTexts.failed)),
  });

  return { hangUp: () => finish('ended') };
}
