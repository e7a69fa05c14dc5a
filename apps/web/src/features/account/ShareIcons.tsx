import { isShareEmail, shareLinks, shareMailto, type ShareNetwork } from '@quickrdv/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { ShareIcon } from '../../widget/extras/share-icons';
import { shareStrings } from './share.strings';

const t = shareStrings.share;

const NETWORKS: { id: ShareNetwork; label: string }[] = [
  { id: 'pinterest', label: 'Pinterest' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'twitter', label: 'Twitter' },
  { id: 'facebook', label: 'Facebook' },
];

/**
 * The widget's share icons (e-mail, Pinterest, LinkedIn, Twitter, Facebook), sharing the QR code's link and,
 * where a network pins a picture, the QR code image itself.
 */
export function ShareIcons(props: { url: string; title: string; imageUrl: string }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const links = shareLinks(props);
  return (
    <div className="share-icons" role="group" aria-label={t.bar}>
      <button
        type="button"
        className="share-icon share-icon-email"
        aria-label={t.email}
        title={t.email}
        onClick={() => setEmailOpen(true)}
      >
        <ShareIcon name="email" />
      </button>
      {NETWORKS.map((n) => (
        <a
          key={n.id}
          className={`share-icon share-icon-${n.id}`}
          href={links[n.id]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t.on(n.label)} ${t.newTab}`}
          title={t.on(n.label)}
        >
          <ShareIcon name={n.id} />
        </a>
      ))}
      <ShareEmailDialog
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        title={props.title}
        url={props.url}
      />
    </div>
  );
}

/** 'Partager par email': a recipient, then the professional's mail application opens with the message. */
function ShareEmailDialog(props: { open: boolean; onClose: () => void; title: string; url: string }) {
  const [to, setTo] = useState('');
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const valid = isShareEmail(to);
  const showError = touched && to !== '' && !valid;

  const close = () => {
    setTo('');
    setTouched(false);
    props.onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) return;
    window.location.href = shareMailto({ to, title: props.title, url: props.url });
    close();
  };

  return (
    <Dialog
      visible={props.open}
      onHide={close}
      header={t.email}
      breakpoints={{ '640px': '92vw' }}
      style={{ width: '28rem' }}
    >
      <form className="share-email-form" noValidate onSubmit={submit}>
        <label htmlFor={inputId}>{t.recipient}</label>
        <InputText
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t.recipientPlaceholder}
          value={to}
          invalid={showError}
          aria-describedby={hintId}
          onChange={(e) => setTo(e.target.value)}
          onBlur={() => setTouched(true)}
          autoFocus
        />
        <small id={hintId} className={showError ? 'p-error' : 'account-row-hint'}>
          {showError ? t.recipientInvalid : t.recipientHint}
        </small>
        <div className="form-actions">
          <Button type="button" label={t.cancel} outlined severity="secondary" onClick={close} />
          <Button type="submit" label={t.submit} disabled={!valid} />
        </div>
      </form>
    </Dialog>
  );
}
