import './extras.css';
import {
  absoluteUrl,
  isShareEmail,
  publicQrImagePath,
  shareLinks,
  shareMailto,
  type PublicProfile,
  type ShareNetwork,
} from '@quickrdv/core';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../ui/Dialog';
import { extrasStrings as t } from './extras.strings';
import { ShareIcon } from './share-icons';

const NETWORKS: { id: ShareNetwork; label: string }[] = [
  { id: 'pinterest', label: 'Pinterest' },
  { id: 'linkedin', label: 'LinkedIn' },
  { id: 'twitter', label: 'Twitter' },
  { id: 'facebook', label: 'Facebook' },
];

/** Share icons (e-mail, Pinterest, LinkedIn, Twitter, Facebook) and the 'Partager par email' dialog. */
export function ShareBar({ profile }: { profile: PublicProfile }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const { business } = profile;
  const origin = window.location.origin;
  const url = absoluteUrl(origin, profile.urls.profile);
  const links = shareLinks({
    url,
    title: business.nomSociete,
    // The spec shares the professional's QR code image (Pinterest pins it).
    imageUrl: absoluteUrl(origin, publicQrImagePath(business.slug)),
  });

  return (
    <nav className="wx-share" aria-label={t.shareBar}>
      <button
        type="button"
        className="wx-share-btn wx-share-email"
        aria-label={t.shareEmail}
        title={t.shareEmail}
        onClick={() => setEmailOpen(true)}
      >
        <ShareIcon name="email" />
      </button>
      {NETWORKS.map((n) => (
        <a
          key={n.id}
          className={`wx-share-btn wx-share-${n.id}`}
          href={links[n.id]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t.shareOn(n.label)} ${t.newTab}`}
          title={t.shareOn(n.label)}
        >
          <ShareIcon name={n.id} />
        </a>
      ))}
      <ShareEmailDialog
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        title={business.nomSociete}
        url={url}
      />
    </nav>
  );
}

function ShareEmailDialog(props: { open: boolean; onClose: () => void; title: string; url: string }) {
  const [to, setTo] = useState('');
  const [touched, setTouched] = useState(false);
  const formId = useId();
  const inputId = useId();
  const hintId = useId();
  const valid = isShareEmail(to);

  const close = () => {
    setTo('');
    setTouched(false);
    props.onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    // Hands over to the visitor's mail application; the page itself stays where it is.
    window.location.href = shareMailto({ to, title: props.title, url: props.url });
    close();
  };

  return (
    <Dialog
      open={props.open}
      title={t.shareEmail}
      onClose={close}
      className="wx-share-dialog"
      footer={
        <>
          <button type="button" className="wx-btn wx-btn-ghost" onClick={close}>
            {t.cancel}
          </button>
          <button type="submit" form={formId} className="wx-btn wx-btn-primary" disabled={!valid}>
            {t.share}
          </button>
        </>
      }
    >
      <form id={formId} className="wx-form" noValidate onSubmit={submit}>
        <label htmlFor={inputId}>{t.recipient}</label>
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t.recipientPlaceholder}
          value={to}
          aria-describedby={hintId}
          aria-invalid={touched && !valid}
          onChange={(e) => setTo(e.target.value)}
          onBlur={() => setTouched(true)}
          autoFocus
        />
        <p id={hintId} className={touched && to && !valid ? 'wx-hint wx-hint-error' : 'wx-hint'}>
          {touched && to && !valid ? t.recipientInvalid : t.recipientHint}
        </p>
      </form>
    </Dialog>
  );
}
