import './incoming-call.css';
import type { CallTakenFrame } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef, useState } from 'react';
import { useLiveFrame, useLiveSend } from '../../lib/live/ProLiveProvider';
import {
  createIncomingCall,
  type IncomingCall,
  type IncomingCallState,
} from '../../lib/webrtc/incoming-call';
import { useNotify } from '../../ui/toast';
import { videoStrings as t } from './video.strings';
import { VideoTile } from './VideoTile';

/**
 * A visitor's call, anywhere in the professional space: the panel opens (70vh; 100px when reduced) with the
 * 'Accepter' dialog. A tab already in a call lets the others ring; once one tab or device answers or
 * refuses, the others close their panel ('call.taken').
 */
export function IncomingCallPanel() {
  const send = useLiveSend();
  const notify = useNotify();
  const callRef = useRef<IncomingCall | null>(null);
  const [state, setState] = useState<IncomingCallState | null>(null);
  const [minimised, setMinimised] = useState(false);

  useLiveFrame('call.signal', (frame) => {
    const current = callRef.current;
    if (frame.signal === 'offer') {
      if (current && current.phase() !== 'ended') return;
      callRef.current = createIncomingCall({
        callId: String(frame.callId),
        visitorId: String(frame.visitorId),
        offer: frame.payload as RTCSessionDescriptionInit,
        send,
        onState: (next) => {
          if (next.phase !== 'ended') return setState(next);
          // Ended: the panel goes, saying why when there is something to say (the camera alert, the visitor left).
          if (next.message) notify(next.mediaFailed ? 'error' : 'warn', next.message);
          callRef.current = null;
          setState(null);
        },
      });
      setMinimised(false);
      setState({ phase: 'ringing', local: null, remote: null });
    } else if (current && frame.callId === current.callId)
      current.receive(String(frame.signal), frame.payload);
  });
  useLiveFrame('call.taken', (frame) => {
    const taken = frame as unknown as CallTakenFrame;
    if (callRef.current?.callId === taken.callId) callRef.current.dismiss();
  });

  // Leaving the space (logout) hangs up: the camera must not stay on.
  useEffect(() => () => callRef.current?.hangUp(), []);

  if (!state) return null;
  const call = callRef.current;
  const ringing = state.phase === 'ringing';
  return (
    <section
      className={minimised ? 'call-panel call-panel-min' : 'call-panel'}
      aria-label={t.panelLabel}
      data-testid="incoming-call-panel"
    >
      <header className="call-panel-bar">
        <strong>{t.panelLabel}</strong>
        {state.phase === 'connecting' && <span className="call-panel-status">{t.connecting}</span>}
        <span className="call-panel-actions">
          {minimised ? (
            <Button
              icon="pi pi-window-maximize"
              label={t.reopen}
              text
              size="small"
              onClick={() => setMinimised(false)}
            />
          ) : (
            <Button
              icon="pi pi-window-minimize"
              label={t.minimise}
              text
              size="small"
              onClick={() => setMinimised(true)}
            />
          )}
          <Button
            icon="pi pi-phone"
            label={t.closeCall}
            severity="danger"
            size="small"
            onClick={() => (ringing ? call?.refuse() : call?.hangUp())}
          />
        </span>
      </header>
      {!minimised && (
        <div className="call-panel-videos">
          <VideoTile stream={state.remote} caption={t.visitorVideo} testId="call-remote-video" />
          <VideoTile stream={state.local} caption={t.yourVideo} self />
        </div>
      )}
      <Dialog
        visible={ringing}
        header={t.acceptTitle}
        onHide={() => call?.refuse()}
        closable={false}
        style={{ width: 'min(440px, 92vw)' }}
        footer={
          <>
            <Button label={t.refuse} severity="secondary" outlined onClick={() => call?.refuse()} />
            <Button label={t.accept} icon="pi pi-video" onClick={() => void call?.accept()} autoFocus />
          </>
        }
      >
        <p className="call-accept-heading">{t.acceptHeading}</p>
        <p>{t.acceptQuestion}</p>
      </Dialog>
    </section>
  );
}
