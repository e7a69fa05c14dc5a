import './review-form.css';
import {
  publicProfilePath,
  REVIEW_MESSAGE_MAX,
  reviewMessages as m,
  type ReviewInvitationDto,
} from '@quickrdv/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { reviewFormStrings as t } from './review-form.strings';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; invitation: ReviewInvitationDto };

const API = '/api/v1/public/review-invitations/';

async function readMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? m.invitationUnknown;
}

/**
 * /rendez-vous-en-ligne/avis/{token}: the page the single-use link sent after an appointment opens. Plain
 * React, no PrimeReact: a client opens it once, on a phone, from an e-mail or an SMS.
 */
export function ReviewFormPage() {
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(`${API}${encodeURIComponent(token)}`)
      .then(async (res) => {
        if (!live) return;
        if (res.ok) setLoad({ state: 'ready', invitation: (await res.json()) as ReviewInvitationDto });
        else setLoad({ state: 'error', message: await readMessage(res) });
      })
      .catch(() => live && setLoad({ state: 'error', message: t.network }));
    return () => {
      live = false;
    };
  }, [token]);
  useEffect(() => {
    if (load.state === 'ready') document.title = t.pageTitle(load.invitation.nomSociete);
  }, [load]);

  return (
    <main className="rf-page">
      {load.state === 'loading' && <p className="rf-card">{t.loading}</p>}
      {load.state === 'error' && (
        <div className="rf-card" role="alert">
          <p className="rf-error-text">{load.message}</p>
          <Link to="/" className="rf-link">
            {t.home}
          </Link>
        </div>
      )}
      {load.state === 'ready' && <ReviewForm token={token} invitation={load.invitation} />}
    </main>
  );
}

function ReviewForm({ token, invitation }: { token: string; invitation: ReviewInvitationDto }) {
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; message?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const when = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: invitation.timeZone,
  }).format(new Date(invitation.visitDate));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = {
      ...(rating ? {} : { rating: m.ratingRequired }),
      ...(message.trim() ? {} : { message: m.messageRequired }),
    };
    setErrors(local);
    if (local.rating || local.message) return;
    setSending(true);
    try {
      const res = await fetch(`${API}${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rating, message }),
      });
      if (res.ok) setDone(true);
      else {
        const body = (await res.json().catch(() => null)) as {
          message?: string;
          fields?: Record<string, string>;
        } | null;
        setErrors({
          rating: body?.fields?.rating,
          message: body?.fields?.message,
          form: body?.fields ? undefined : (body?.message ?? m.invitationUnknown),
        });
      }
    } catch {
      setErrors({ form: t.network });
    } finally {
      setSending(false);
    }
  };

  if (done)
    return (
      <div className="rf-card rf-done" role="status">
        <h1>{t.thanks}</h1>
        <p>{t.published}</p>
        <Link to={publicProfilePath(invitation.slug)} className="rf-button">
          {t.seePage}
        </Link>
      </div>
    );

  return (
    <form className="rf-card" noValidate onSubmit={(event) => void submit(event)}>
      <h1>{t.title(invitation.nomSociete)}</h1>
      <p className="rf-hello">{t.hello(invitation.prenom)}</p>
      <p className="rf-visit">
        <strong>{t.visit(when)}</strong>
        {invitation.services.length > 0 && <span>{invitation.services.join(', ')}</span>}
      </p>
      <fieldset className="rf-stars" aria-describedby={errors.rating ? 'rf-rating-error' : undefined}>
        <legend>{t.rating}</legend>
        <div className="rf-star-row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? 'rf-star rf-star-on' : 'rf-star'}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setErrors((e) => ({ ...e, rating: undefined }));
                }}
                aria-label={t.star(n)}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </label>
          ))}
          <span className="rf-rating-word" aria-live="polite">
            {t.ratingWords[rating]}
          </span>
        </div>
        {errors.rating && (
          <small id="rf-rating-error" className="rf-error" role="alert">
            {errors.rating}
          </small>
        )}
      </fieldset>
      <label htmlFor="rf-message" className="rf-label">
        {t.message}
      </label>
      <textarea
        id="rf-message"
        rows={6}
        maxLength={REVIEW_MESSAGE_MAX}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setErrors((e) => ({ ...e, message: undefined }));
        }}
        aria-invalid={Boolean(errors.message)}
        aria-describedby={errors.message ? 'rf-message-error' : 'rf-message-hint'}
      />
      <div className="rf-under">
        {errors.message ? (
          <small id="rf-message-error" className="rf-error" role="alert">
            {errors.message}
          </small>
        ) : (
          <small id="rf-message-hint">{t.messageHint}</small>
        )}
        <small>{t.counter(message.length, REVIEW_MESSAGE_MAX)}</small>
      </div>
      <p className="rf-how">{t.how}</p>
      {errors.form && (
        <p className="rf-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="rf-button" disabled={sending}>
        {sending ? t.sending : t.submit}
      </button>
    </form>
  );
}
