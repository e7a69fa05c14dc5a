import { capVideoBitrate } from './bitrate';
import { fetchIceServers } from './ice-servers';
import { openVideoOnly, stopStream, type Facing } from './media';
import { createPeerLink, type PeerLink } from './peer-link';

export interface RoomHostState {
  local: MediaStream | null;
  remote: MediaStream | null;
  connected: boolean;
  facing: Facing;
}

export interface RoomHost {
  /** A 'room.signal' of this room from its guest. */
  receive(signal: string, payload: unknown): Promise<void>;
  /** 'Frontale' / 'Arrière': the other camera's track replaces the sent one, then a new offer. */
  switchCamera(): Promise<void>;
  /** Stops every track and closes the connection (the room itself is closed through the API). */
  stop(): void;
}

/**
 * The professional's side of the room: their camera from the start; when the guest joins ('join'), a new
 * connection and its offer; the guest's answer and candidates complete it (spec: Room signals).
 */
export function createRoomHost(o: {
  roomId: string;
  local: MediaStream;
  send: (frame: object) => boolean;
  onState: (state: RoomHostState) => void;
}): RoomHost {
  let state: RoomHostState = { local: o.local, remote: null, connected: false, facing: 'user' };
  let link: PeerLink | null = null;
  let stopped = false;
  const set = (next: Partial<RoomHostState>) => {
    state = { ...state, ...next };
    o.onState(state);
  };
  const signal = (name: string, payload: unknown = null) =>
    o.send({ type: 'room.signal', roomId: o.roomId, signal: name, payload });
  const drop = () => {
    link?.close();
    link = null;
    set({ remote: null, connected: false });
  };

  // Fetched once: 'join' may come twice in a row (a reload), and each connection must start at once.
  const iceServers = fetchIceServers('/api/v1/video/ice-servers');

  const connect = async () => {
    const servers = await iceServers;
    if (stopped) return;
    drop();
    const current = createPeerLink({
      iceServers: servers,
      onCandidate: (candidate) => signal('candidate', candidate),
      onRemoteStream: (remote) => set({ remote }),
      onState: (pcState) => {
        if (link !== current) return;
        if (pcState === 'connected') set({ connected: true });
        else if (pcState === 'failed' || pcState === 'closed') set({ connected: false });
      },
    });
    link = current;
    current.addStream(state.local!);
    signal('offer', await current.offer());
    await capVideoBitrate(current.pc);
  };

  return {
    async receive(name, payload) {
      if (stopped) return;
      if (name === 'join') await connect();
      else if (name === 'answer') await link?.acceptAnswer(payload as RTCSessionDescriptionInit);
      else if (name === 'candidate') await link?.addCandidate(payload as RTCIceCandidateInit);
      else if (name === 'call-ended') drop();
    },
    async switchCamera() {
      const facing: Facing = state.facing === 'user' ? 'environment' : 'user';
      const local = state.local!;
      // Phones open one camera at a time: the current one stops before the other starts.
      for (const track of local.getVideoTracks()) {
        track.stop();
        local.removeTrack(track);
      }
      const track = await openVideoOnly(facing);
      local.addTrack(track);
      set({ facing, local: new MediaStream(local.getTracks()) });
      if (!link) return;
      const sender = link.pc.getSenders().find((s) => s.track === null || s.track.kind === 'video');
      await sender?.replaceTrack(track);
      // Spec: the camera switch renegotiates (the new camera may differ in size and orientation).
      signal('offer', await link.offer());
    },
    stop() {
      stopped = true;
      link?.close();
      link = null;
      stopStream(state.local);
    },
  };
}
