import {
  SHOWCASE_SLUG,
  dayShortcut,
  formatLongDateFr,
  imageSrcSet,
  initialsOf,
  publicProfilePath,
  SIGNUP_PATH,
  type PublicProfile,
} from '@quickrdv/core';
import { useState } from 'react';
import { ShareBar } from './extras/ShareBar';
import { CallChip } from './video/CallChip';
import { T } from './texts';
import { Dialog } from './ui/Dialog';

interface HeaderProps {
  profile: PublicProfile;
  /** A date shortcut was chosen: open the calendar on that day. */
  onPickDay: (day: string) => void;
  /** The rating was tapped: show the reviews (Informations tab). */
  onReviews: () => void;
}

function Stars({ note }: { note: number }) {
  // Five stars filled to the note (4.5 -> four and a half), drawn with one clipped overlay.
  return (
    <span className="w-stars" aria-hidden="true">
      <span className="w-stars-empty">★★★★★</span>
      <span className="w-stars-full" style={{ width: `${(note / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** Photo, name, address, rating and the next days with a bookable slot. */
export function Header({ profile, onPickDay, onReviews }: HeaderProps) {
  const { business, rating, nextDays } = profile;
  const [invite, setInvite] = useState<{ y: number } | null>(null);
  // A visitor's own demo copy invites to sign up; the showcase's public pages behave as any salon's.
  const inviteToSignUp = business.isDemo && business.slug !== SHOWCASE_SLUG;
  const avatar = business.imageUrl ? (
    // The copy as wide as shown, not the stored picture (up to 1600 pixels).
    <img
      src={business.imageUrl}
      srcSet={imageSrcSet(business.imageUrl, 320)}
      sizes="76px"
      alt=""
      width={76}
      height={76}
    />
  ) : (
    <span className="w-avatar-initials">{initialsOf(business.nomSociete)}</span>
  );

  return (
    <header className="w-header">
      <div className="w-header-top">
        {inviteToSignUp ? (
          <button
            type="button"
            className="w-avatar"
            aria-label={T.profileImage(business.nomSociete)}
            onClick={(e) => setInvite({ y: e.currentTarget.getBoundingClientRect().top + window.scrollY })}
          >
            {avatar}
          </button>
        ) : (
          <a
            className="w-avatar"
            href={publicProfilePath(business.slug)}
            target="_blank"
            rel="noopener"
            aria-label={T.profileImage(business.nomSociete)}
          >
            {avatar}
          </a>
        )}
        <div className="w-identity">
          <h1>{business.nomSociete}</h1>
          {business.profession && <p className="w-profession">{business.profession}</p>}
          <p className="w-address">
            {business.adresse && <span>{business.adresse}, </span>}
            <span>
              {business.codePostal} {business.ville}
            </span>
          </p>
          <p className="w-rating">
            {rating.noteglobale === null ? (
              <span className="w-muted">{T.noReviews}</span>
            ) : (
              <button type="button" className="w-rating-button" onClick={onReviews}>
                <Stars note={rating.noteglobale} />
                <strong aria-label={T.noteLabel(rating.noteglobale)}>
                  {String(rating.noteglobale).replace('.', ',')}
                </strong>
                <span className="w-muted">({T.reviewCount(rating.nombreavis)})</span>
              </button>
            )}
          </p>
        </div>
      </div>
      <div className="w-header-actions">
        <ShareBar profile={profile} />
        <CallChip slug={business.slug} />
      </div>
      <div className="w-next">
        <p className="w-next-title">{T.nextDays}</p>
        {nextDays.length ? (
          <ul className="w-next-days">
            {nextDays.map((day) => {
              const s = dayShortcut(day);
              return (
                <li key={day}>
                  <button
                    type="button"
                    className="w-day-chip"
                    aria-label={T.openDay(`${s.dayNumber} ${s.month}`, formatLongDateFr(day))}
                    onClick={() => onPickDay(day)}
                  >
                    <span className="w-day-chip-number">{s.dayNumber}</span>{' '}
                    <span className="w-day-chip-month">{s.month}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="w-next-none">{T.noOnlineBooking}</p>
        )}
      </div>
      <Dialog
        open={invite !== null}
        title={T.inviteTitle}
        onClose={() => setInvite(null)}
        anchorY={invite?.y}
        footer={
          <>
            <a className="w-btn w-btn-primary" href={SIGNUP_PATH} target="_blank" rel="noopener">
              {T.inviteSignUp}
            </a>
            <button type="button" className="w-btn w-btn-ghost" onClick={() => setInvite(null)}>
              {T.inviteContinue}
            </button>
          </>
        }
      >
        <p>{T.inviteText}</p>
      </Dialog>
    </header>
  );
}
