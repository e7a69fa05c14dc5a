/**
 * One RTCPeerConnection and the bookkeeping every side needs: ICE candidates that arrive before the
 * remote description are queued and added after it (spec: "added if a remote description exists, else
 * queued"), the remote stream and the connection state are reported.
 */
export interface PeerLink {
  readonly pc: RTCPeerConnection;
  addStream(stream: MediaStream): void;
  /** Creates and sets a local offer; returns it to be sent. */
  offer(): Promise<RTCSessionDescriptionInit>;
  /** Sets the remote offer and answers it; returns the answer to be sent. */
  answer(offer: RTCSessionDescriptionInit): Promise<RTCSessionDescriptionInit>;
  acceptAnswer(answer: RTCSessionDescriptionInit): Promise<void>;
  addCandidate(candidate: RTCIceCandidateInit): Promise<void>;
  close(): void;
}

export function createPeerLink(o: {
  iceServers: RTCIceServer[];
  onCandidate: (candidate: RTCIceCandidateInit) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
}): PeerLink {
  const pc = new RTCPeerConnection({ iceServers: o.iceServers });
  let queued: RTCIceCandidateInit[] = [];
  pc.onicecandidate = (event) => {
    if (event.candidate) o.onCandidate(event.candidate.toJSON());
  };
  pc.ontrack = (event) => o.onRemoteStream(event.streams[0] ?? new MediaStream([event.track]));
  pc.onconnectionstatechange = () => o.onState(pc.connectionState);

  const flush = async () => {
    const waiting = queued;
    queued = [];
    for (const candidate of waiting) await pc.addIceCandidate(candidate).catch(() => undefined);
  };
  const described = (d: RTCSessionDescription | null): RTCSessionDescriptionInit => ({
    type: d!.type,
    sdp: d!.sdp,
  });

  return {
    pc,
    addStream(stream) {
      for (const track of stream.getTracks()) pc.addTrack(track, stream);
    },
    async offer() {
      await pc.setLocalDescription(await pc.createOffer());
      return described(pc.localDescription);
    },
    async answer(offer) {
      await pc.setRemoteDescription(offer);
      await flush();
      await pc.setLocalDescription(await pc.createAnswer());
      return described(pc.localDescription);
    },
    async acceptAnswer(answer) {
      await pc.setRemoteDescription(answer);
      await flush();
    },
    async addCandidate(candidate) {
      if (pc.remoteDescription) await pc.addIceCandidate(candidate).catch(() => undefined);
      else queued.push(candidate);
    },
    close() {
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.close();
    },
  };
}
