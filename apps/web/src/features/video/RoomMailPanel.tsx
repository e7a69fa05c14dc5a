import {
  ROOM_MAIL_DEFAULT_OBJECT,
  roomMailDefaultMessage,
  roomMailSchema,
  type VideoRoomView,
} from '@quickrdv/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { FormOutcome } from '../../ui/FormOutcome';
import { Sidebar } from '../../ui/Sidebar';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { mailRoomLink } from './video-room.api';
import { videoStrings as t } from './video.strings';

type Field = 'name' | 'email' | 'object';

/** 'Envoyer le lien de visioconférence par e.mail': a 520px side panel on the right, four required fields. */
export function RoomMailPanel(props: { room: VideoRoomView; open: boolean; onClose: () => void }) {
  const pro = useCurrentPro();
  const initial = {
    name: '',
    email: '',
    object: ROOM_MAIL_DEFAULT_OBJECT,
    message: roomMailDefaultMessage({ link: props.room.roomUrl, businessName: pro.nomSociete }),
  };
  const form = useSchemaForm(roomMailSchema, initial);
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: typeof initial) => mailRoomLink(props.room.roomId, input),
    onSuccess: (reply) => {
      form.reset();
      setSent(reply.message);
    },
    onError: (error) => form.showServerError(error),
  });
  const onSubmit = submitHandler(() => {
    setSent(null);
    const input = form.validate();
    if (input) send.mutate(input);
  });

  const field = (name: Field, label: string, placeholder: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`room-mail-${name}`}>{label}</label>
      <input
        id={`room-mail-${name}`}
        className={form.errors[name] ? 'p-inputtext p-invalid' : 'p-inputtext'}
        type={type}
        name={name}
        placeholder={placeholder}
        value={form.values[name]}
        onChange={(e) => form.setField(name, e.target.value)}
        aria-invalid={Boolean(form.errors[name])}
        aria-describedby={form.errors[name] ? `room-mail-${name}-error` : undefined}
        required
      />
      {form.errors[name] && (
        <small id={`room-mail-${name}-error`} className="field-error">
          {form.errors[name]}
        </small>
      )}
    </div>
  );

  return (
    <Sidebar
      visible={props.open}
      position="right"
      onHide={props.onClose}
      className="room-mail-panel"
      header={<h2 className="room-mail-title">{t.mailTitle}</h2>}
      blockScroll
    >
      <form className="room-mail-form" onSubmit={onSubmit} noValidate>
        {field('name', t.mailName, t.namePlaceholder)}
        {field('email', t.mailEmail, t.emailPlaceholder, 'email')}
        {field('object', t.mailObject, t.objectPlaceholder)}
        <div className="field">
          <label htmlFor="room-mail-message">{t.mailMessage}</label>
          <InputTextarea
            id="room-mail-message"
            name="message"
            rows={5}
            placeholder={t.messagePlaceholder}
            value={form.values.message}
            onChange={(e) => form.setField('message', e.target.value)}
            invalid={Boolean(form.errors.message)}
            aria-invalid={Boolean(form.errors.message)}
            aria-describedby={form.errors.message ? 'room-mail-message-error' : undefined}
            required
          />
          {form.errors.message && (
            <small id="room-mail-message-error" className="field-error">
              {form.errors.message}
            </small>
          )}
        </div>
        <FormOutcome success={sent} error={form.formError} />
        <Button type="submit" label={t.send} icon="pi pi-send" loading={send.isPending} />
      </form>
    </Sidebar>
  );
}
