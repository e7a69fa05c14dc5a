import {
  SMS_MESSAGE_MAX,
  SMS_PHONE_MAX,
  SMS_SENDER_MAX,
  smsParts,
  smsSendSchema,
  type ClientListItemDto,
} from '@quickrdv/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { submitHandler, useSchemaForm } from '../../lib/forms';
import { FormOutcome } from '../../ui/FormOutcome';
import { useNotify } from '../../ui/toast';
import { Field, invalidProps } from '../calendar/form-fields';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { sendClientSms } from './clients.api';
import { clientName, defaultSender } from './client-format';
import { clientsStrings as t } from './clients.strings';

const FORM_ID = 'client-sms-form';

/** 'Envoyer un SMS à {name}': sender, mobile phone and message with its character and SMS count. */
export function SmsDialog({ client, onClose }: { client: ClientListItemDto; onClose: () => void }) {
  const pro = useCurrentPro();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useSchemaForm(smsSendSchema, {
    sender: defaultSender(pro.nomSociete),
    phone: client.telPortable,
    message: '',
  });
  const { values, errors, setField } = form;
  const send = useMutation({
    mutationFn: (input: ReturnType<typeof smsSendSchema.parse>) => sendClientSms(client.id, input),
    onSuccess: () => {
      notify('success', t.smsDialog.seeSent, t.smsDialog.sent);
      // Queued as a job: 'Messages envoyés' shows it once sent.
      void queryClient.invalidateQueries({ queryKey: ['outbox'] });
      onClose();
    },
    onError: (error) => form.showServerError(error),
  });
  const submit = submitHandler(() => {
    const input = form.validate();
    if (input) send.mutate(input);
  });
  const count = smsParts(values.message);
  const footer = (
    <div className="dialog-actions">
      <Button type="button" label={t.smsDialog.cancel} outlined severity="secondary" onClick={onClose} />
      <Button
        type="submit"
        form={FORM_ID}
        label={t.smsDialog.send}
        icon="pi pi-send"
        loading={send.isPending}
      />
    </div>
  );
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t.smsTo(clientName(client))}
      footer={footer}
      className="clients-sms-dialog"
      style={{ width: '34rem' }}
      breakpoints={{ '960px': '80vw', '640px': '100vw' }}
      blockScroll
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <FormOutcome success={null} error={form.formError} />
        <div className="clients-grid">
          <Field
            id="sms-sender"
            label={t.smsDialog.sender}
            error={errors.sender}
            hint={t.smsDialog.senderHint}
          >
            <InputText
              id="sms-sender"
              value={values.sender}
              maxLength={SMS_SENDER_MAX}
              onChange={(event) => setField('sender', event.target.value)}
              {...invalidProps('sms-sender', errors.sender)}
            />
          </Field>
          <Field id="sms-phone" label={t.smsDialog.phone} error={errors.phone}>
            <InputText
              id="sms-phone"
              type="tel"
              value={values.phone}
              maxLength={SMS_PHONE_MAX}
              onChange={(event) => setField('phone', event.target.value)}
              {...invalidProps('sms-phone', errors.phone)}
            />
          </Field>
        </div>
        <Field id="sms-message" label={t.smsDialog.message} error={errors.message}>
          <InputTextarea
            id="sms-message"
            value={values.message}
            maxLength={SMS_MESSAGE_MAX}
            rows={5}
            autoResize
            aria-describedby={errors.message ? 'sms-message-error sms-counter' : 'sms-counter'}
            onChange={(event) => setField('message', event.target.value)}
            invalid={Boolean(errors.message)}
            aria-invalid={Boolean(errors.message)}
          />
        </Field>
        <p id="sms-counter" className="clients-sms-counter" aria-live="polite">
          {t.smsDialog.counter(count.characters, count.parts)}
          {count.encoding === 'UCS-2' && <span className="field-hint">{t.smsDialog.unicode}</span>}
        </p>
      </form>
    </Dialog>
  );
}
