import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLiveFrame, useLiveSend } from '../../lib/live/ProLiveProvider';
import { mediaFailure, openCamera, proMediaFailureMessage } from '../../lib/webrtc/media';
import { createRoomHost, type RoomHost, type RoomHostState } from '../../lib/webrtc/room-host';
import { useNotify } from '../../ui/toast';
import { videoStrings as t } from './video.strings';

/**
 * The open room's connection on the professional's side: the camera opens with the room, the guest's
 * signals drive it, and leaving the page (or closing the tab) hangs up and turns the camera off.
 */
export function useRoomHost(roomId: string | null): { state: RoomHostState | null; host: RoomHost | null } {
  const send = useLiveSend();
  const notify = useNotify();
  const [state, setState] = useState<RoomHostState | null>(null);
  const [host, setHost] = useState<RoomHost | null>(null);
  const hostRef = useRef<RoomHost | null>(null);
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  });

  useEffect(() => {
    if (!roomId) return;
    let cancelled = false;
    let host: RoomHost | null = null;
    const leave = () => {
      sendRef.current({ type: 'room.signal', roomId, signal: 'call-ended', payload: null });
      host?.stop();
    };
    void openCamera('user').then(
      (local) => {
        if (cancelled) return local.getTracks().forEach((track) => track.stop());
        host = createRoomHost({ roomId, local, send: (frame) => sendRef.current(frame), onState: setState });
        hostRef.current = host;
        setHost(host);
        setState({ local, remote: null, connected: false, facing: 'user' });
        // A guest may already be waiting (this page was reloaded): offer straight away.
        void host.receive('join', null);
      },
      (error: unknown) => notify('error', proMediaFailureMessage(mediaFailure(error))),
    );
    window.addEventListener('pagehide', leave);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', leave);
      leave();
      hostRef.current = null;
      setHost(null);
      setState(null);
    };
  }, [roomId, notify]);

  useLiveFrame('room.signal', (frame) => {
    if (!roomId || frame.roomId !== roomId) return;
    if (frame.signal === 'client-joined') notify('info', t.clientJoined);
    else void hostRef.current?.receive(String(frame.signal), frame.payload);
  });

  return { state, host };
}
