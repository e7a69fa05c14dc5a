import { capVideoBitrate } from './bitrate';
import { fetchIceServers } from './ice-servers';
import { mediaFailure, openCamera, proMediaFailureMessage, stopStream } from './media';
import { createPeerLink, type PeerLink } from './peer-link';

export type IncomingPhase = 'ringing' | 'connecting' | 'connected' | 'ended';

export interface IncomingCallState {
  phase: IncomingPhase;
  local: MediaStream | null;
  remote: MediaStream | null;
  /** The camera alert or why the call ended, in French. */
  message?: string;
  /** The professional's own camera or microphone failed (shown as an error, not a notice). */
  mediaFailed?: boolean;
}

export interface IncomingCall {
  readonly callId: string;
  readonly visitorId: string;
  accept(): Promise<void>;
  refuse(): void;
  hangUp(): void;
  /** A 'call.signal' frame of this call from the visitor (ice-candidate, call-ended). */
  receive(signal: string, payload: unknown): void;
  /** Another tab or device took the call: this one stops ringing without a word to the visitor. */
  dismiss(): void;
  phase(): IncomingPhase;
}

/**
 * The professional's side of a visitor's call: it rings until 'Accepter' (camera, answer, bitrate cap) or
 * 'Refuser' ('refused'). Hanging up, either side, stops every track and closes the connection.
 */
export function createIncomingCall(o: {
  callId: string;
  visitorId: string;
  offer: RTCSessionDescriptionInit;
  send: (frame: object) => boolean;
  onState: (state: IncomingCallState) => void;
}): IncomingCall {
  let state: IncomingCallState = { phase: 'ringing', local: null, remote: null };
  let link: PeerLink | null = null;
  // Candidates sent while the call rings wait for the connection to exist.
  const early: RTCIceCandidateInit[] = [];

  const phaseNow = () => state.phase;
  const set = (next: Partial<IncomingCallState>) => {
    state = { ...state, ...next };
    o.onState(state);
  };
  const signal = (name: string, payload: unknown = null) =>
    o.send({ type: 'call.signal', callId: o.callId, visitorId: o.visitorId, signal: name, payload });
  const end = (message?: string, tellVisitor = true, mediaFailed = false) => {
    if (state.phase === 'ended') return;
    if (tellVisitor) signal('call-ended');
    link?.close();
    stopStream(state.local);
    set({ phase: 'ended', local: null, remote: null, message, mediaFailed });
  };

  return {
    callId: o.callId,
    visitorId: o.visitorId,
    phase: phaseNow,
    async accept() {
      if (state.phase !== 'ringing') return;
      set({ phase: 'connecting' });
      let local: MediaStream;
      try {
        local = await openCamera('user');
      } catch (error) {
        return end(proMediaFailureMessage(mediaFailure(error)), true, true);
      }
      // Hung up or taken elsewhere while the camera was opening.
      if (phaseNow() !== 'connecting') return stopStream(local);
      set({ local });
      const iceServers = await fetchIceServers('/api/v1/video/ice-servers');
      link = createPeerLink({
        iceServers,
        onCandidate: (candidate) => signal('ice-candidate', candidate),
        onRemoteStream: (remote) => set({ remote }),
        onState: (pcState) => {
          if (pcState === 'connected') set({ phase: 'connected' });
          else if (pcState === 'failed') end('La connexion vidéo a été interrompue.');
        },
      });
      link.addStream(local);
      const answer = await link.answer(o.offer);
      for (const candidate of early.splice(0)) await link.addCandidate(candidate);
      if (!signal('answer', answer)) return end('La connexion au serveur a été perdue.', false);
      await capVideoBitrate(link.pc);
    },
    refuse() {
      if (state.phase !== 'ringing') return;
      signal('refused');
      set({ phase: 'ended' });
    },
    hangUp: () => end(),
    receive(name, payload) {
      if (name === 'call-ended') end('Le visiteur a mis fin à la visio.', false);
      else if (name === 'ice-candidate') {
        if (link) void link.addCandidate(payload as RTCIceCandidateInit);
        else early.push(payload as RTCIceCandidateInit);
      }
    },
    dismiss() {
      if (state.phase === 'ringing') set({ phase: 'ended' });
    },
  };
}
