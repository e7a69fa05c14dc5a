import './incoming-call.css';
import './video-room.css';
import { VIDEO_MOBILE_MAX_WIDTH } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { CopyLinkButton } from './CopyLinkButton';
import { RoomMailPanel } from './RoomMailPanel';
import { useRoomHost } from './use-room-host';
import { closeRoom, createRoom, fetchOpenRoom, openRoomKey } from './video-room.api';
import { videoStrings as t } from './video.strings';
import { VideoTile } from './VideoTile';

/** Phones and tablets get the 'Frontale' / 'Arrière' switch (spec: under 768 or a mobile user agent). */
const narrowDevice = () =>
  window.innerWidth < VIDEO_MOBILE_MAX_WIDTH || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

/** {base}/visioconference: the professional's video room and the link their client opens. */
export function VideoRoomPage() {
  usePageTitle(t.pageTitle);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [mailOpen, setMailOpen] = useState(false);
  const [switchable] = useState(narrowDevice);
  const open = useQuery({ queryKey: openRoomKey, queryFn: fetchOpenRoom });
  const room = open.data?.room ?? null;
  const { state, host } = useRoomHost(room?.roomId ?? null);

  const create = useMutation({
    mutationFn: createRoom,
    onSuccess: (created) => queryClient.setQueryData(openRoomKey, { room: created }),
    onError: (error) => notify('error', errorMessage(error)),
  });
  const close = useMutation({
    mutationFn: (roomId: string) => closeRoom(roomId),
    onSuccess: () => {
      queryClient.setQueryData(openRoomKey, { room: null });
      notify('success', t.roomClosed);
    },
    onError: (error) => notify('error', errorMessage(error)),
  });

  return (
    <section className="video-room-page">
      <header className="page-header">
        <h1 className="page-title">{t.title}</h1>
      </header>
      {open.isPending ? (
        <Loader />
      ) : open.error ? (
        <LoadError error={open.error} onRetry={() => void open.refetch()} />
      ) : (
        <div className="video-room">
          <div className="video-room-stage" data-testid="room-stage">
            {room ? (
              <>
                <VideoTile
                  stream={state?.remote ?? null}
                  caption={t.clientVideo}
                  testId="room-remote-video"
                />
                <VideoTile stream={state?.local ?? null} caption={t.yourVideo} self />
                {!state?.connected && <p className="video-room-waiting">{t.waitingClient}</p>}
                {switchable && state && (
                  <Button
                    className="video-room-switch"
                    label={state.facing === 'user' ? t.front : t.rear}
                    icon="pi pi-sync"
                    rounded
                    severity="secondary"
                    title={t.switchCamera(state.facing === 'user' ? t.rear : t.front)}
                    onClick={() =>
                      void host
                        ?.switchCamera()
                        .catch((error: unknown) => notify('error', errorMessage(error)))
                    }
                  />
                )}
              </>
            ) : (
              !create.isPending && <p className="video-room-waiting">{t.noRoom}</p>
            )}
          </div>
          <div className="video-room-actions">
            <Button
              label={t.closeRoom}
              icon="pi pi-times"
              severity="danger"
              outlined
              disabled={!room}
              loading={close.isPending}
              onClick={() => room && close.mutate(room.roomId)}
            />
            <Button
              label={t.createRoom}
              icon="pi pi-video"
              loading={create.isPending}
              onClick={() => create.mutate()}
            />
            {room && (
              <>
                <CopyLinkButton link={room.roomUrl} />
                <div className="video-room-mail">
                  <Button
                    label={t.sendByEmail}
                    icon="pi pi-envelope"
                    outlined
                    onClick={() => setMailOpen(true)}
                  />
                  <small>{t.sendByMailLabel}</small>
                </div>
              </>
            )}
          </div>
          {create.isPending && (
            <p className="video-room-status" role="status">
              <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t.creating}
            </p>
          )}
          {room && (
            <div className="video-room-link">
              <label htmlFor="video-room-link">{t.linkLabel}</label>
              <input id="video-room-link" className="p-inputtext" readOnly value={room.roomUrl} />
              <p className="video-room-hint">{t.linkReady}</p>
            </div>
          )}
        </div>
      )}
      {room && <RoomMailPanel room={room} open={mailOpen} onClose={() => setMailOpen(false)} />}
    </section>
  );
}
