import './video-call.css';
import { useEffect, useRef, useState } from 'react';
import { visitorIdFor } from '../../lib/live/visitor-live';
import { startVisitorCall, type VisitorCallState } from '../../lib/webrtc/visitor-call';
import { Dialog } from '../ui/Dialog';
import { callStrings as t } from './video-call.strings';

function Video(props: { stream: MediaStream | null; caption: string; self?: boolean; testId?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== props.stream) ref.current.srcObject = props.stream;
  }, [props.stream]);
  return (
    <figure className={props.self ? 'wv-video wv-self' : 'wv-video wv-remote'}>
      <video ref={ref} autoPlay playsInline muted={props.self} data-testid={props.testId} />
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

const statusOf = (state: VisitorCallState) =>
  state.phase === 'requesting'
    ? t.requesting
    : state.phase === 'connecting'
      ? t.connecting
      : state.phase === 'refused'
        ? t.refused
        : state.phase === 'ended'
          ? (state.message ?? t.ended)
          : null;

/** The visitor's call: its status, both videos once connected, and the red hang-up button. */
export default function VisitorCallDialog(props: { slug: string; anchorY: number; onClose: () => void }) {
  const [state, setState] = useState<VisitorCallState>({ phase: 'requesting', local: null, remote: null });
  const call = useRef<{ hangUp(): void } | null>(null);
  // 'Rappeler' starts a new call in the same dialog.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const started = startVisitorCall({
      slug: props.slug,
      visitorId: visitorIdFor(props.slug),
      onState: setState,
    });
    call.current = started;
    window.addEventListener('pagehide', started.hangUp);
    return () => {
      window.removeEventListener('pagehide', started.hangUp);
      started.hangUp();
    };
  }, [props.slug, attempt]);

  const live = state.phase !== 'ended' && state.phase !== 'refused';
  const status = statusOf(state);
  const close = () => {
    call.current?.hangUp();
    props.onClose();
  };
  return (
    <Dialog
      open
      title={t.title}
      onClose={close}
      anchorY={props.anchorY}
      className="wv-dialog"
      footer={
        live ? (
          <button type="button" className="w-btn wv-hangup" onClick={() => call.current?.hangUp()}>
            {t.hangUp}
          </button>
        ) : (
          <button
            type="button"
            className="w-btn w-btn-primary"
            onClick={() => {
              setState({ phase: 'requesting', local: null, remote: null });
              setAttempt((n) => n + 1);
            }}
          >
            {t.callAgain}
          </button>
        )
      }
    >
      {status && (
        <p className={live ? 'wv-status' : 'wv-status wv-status-end'} role={live ? 'status' : 'alert'}>
          {status}
        </p>
      )}
      {live && (
        <div className="wv-stage">
          <Video stream={state.remote} caption={t.proVideo} testId="visitor-remote-video" />
          <Video stream={state.local} caption={t.yourVideo} self />
        </div>
      )}
    </Dialog>
  );
}
