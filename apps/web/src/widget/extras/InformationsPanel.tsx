import './extras.css';
import {
  directionsUrl,
  openingRangeLabels,
  mapEmbedUrl,
  postalAddressLine,
  todayWeekday,
  type PublicProfile,
} from '@quickrdv/core';
import type { ReactNode } from 'react';
import { extrasStrings as t } from './extras.strings';
import { InfoIcon, type InfoIconName } from './info-icons';
import { ChatSection } from './ChatSection';

/** The Informations tab: accordion 'Chattez avec nous !', 'Heures d'ouverture', 'Itinéraire', 'Contact', 'Equipe'. */
export function InformationsPanel({ profile }: { profile: PublicProfile }) {
  const { business } = profile;
  const address = postalAddressLine(business);
  return (
    <div className="wx-info">
      <ChatSection profile={profile} />
      <Section title={t.hours} icon="clock" open>
        <OpeningHours profile={profile} />
      </Section>
      {address && (
        <Section title={t.directions} icon="pin">
          <p className="wx-address">{address}</p>
          <iframe
            className="wx-map"
            src={mapEmbedUrl(address)}
            title={t.mapTitle(address)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
          <a
            className="wx-btn wx-btn-primary wx-go"
            href={directionsUrl(address)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.goThere}
          </a>
        </Section>
      )}
      <Section title={t.contact} icon="contact">
        <ul className="wx-list wx-contact">
          {business.email && (
            <li>
              <span className="wx-key">{t.email}</span>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
          )}
          {business.tel1 && (
            <li>
              <span className="wx-key">{t.phone}</span>
              <a href={`tel:${business.tel1.replace(/\s+/g, '')}`}>{business.tel1}</a>
            </li>
          )}
          <li>
            <span className="wx-key">{t.profile}</span>
            <a href={profile.urls.profile} target="_blank" rel="noopener noreferrer">
              {t.profilePage} <span aria-hidden="true">↗</span>
            </a>
          </li>
        </ul>
      </Section>
      <Section title={t.reviews} icon="star" id="wx-reviews">
        <Reviews profile={profile} />
      </Section>
      <Section title={t.team} icon="team">
        {profile.team.length ? (
          <ul className="wx-list">
            {profile.team.map((m) => {
              const name = `${m.prenom} ${m.nom}`.trim();
              return (
                <li key={m.id}>
                  <span className="wx-dot" style={{ background: `#${m.color}` }} aria-hidden="true" />
                  <span className="wx-name">{name}</span>
                  {m.email && (
                    <a className="wx-mail" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="wx-muted">{t.noTeam}</p>
        )}
      </Section>
    </div>
  );
}

function Reviews({ profile }: { profile: PublicProfile }) {
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: profile.business.timeZone });
  if (!profile.reviews.length) return <p className="wx-muted">{t.noReviews}</p>;
  return (
    <>
      <p className="wx-muted wx-policy">{t.reviewsPolicy}</p>
      <ul className="wx-list wx-reviews">
        {profile.reviews.map((r) => (
          <li key={r.id} className="wx-review">
            <div className="wx-review-head">
              <strong>{r.prenom}</strong>
              <span className="wx-review-stars" role="img" aria-label={t.starsLabel(r.rating)}>
                {'★'.repeat(r.rating)}
                <span className="wx-review-stars-off">{'★'.repeat(5 - r.rating)}</span>
              </span>
            </div>
            <span className="wx-muted wx-review-when">
              {r.verified && <span className="wx-review-verified">{t.verified} · </span>}
              {r.visitDate
                ? t.visit(day.format(new Date(r.visitDate)))
                : t.given(day.format(new Date(r.date)))}
            </span>
            <p className="wx-review-text">{r.message}</p>
            {r.reply && (
              <div className="wx-review-reply">
                <strong>{t.reply(profile.business.nomSociete)}</strong>
                <p>{r.reply.message}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <a className="wx-all-reviews" href={profile.urls.profile} target="_blank" rel="noopener noreferrer">
        {t.allReviews} <span aria-hidden="true">↗</span>
      </a>
    </>
  );
}

function Section(props: {
  title: string;
  icon: InfoIconName;
  open?: boolean;
  id?: string;
  children: ReactNode;
}) {
  return (
    <details className="wx-section" open={props.open} id={props.id}>
      <summary>
        <span className="wx-section-icon">
          <InfoIcon name={props.icon} />
        </span>
        <span className="wx-section-title">{props.title}</span>
      </summary>
      <div className="wx-section-body">{props.children}</div>
    </details>
  );
}

function OpeningHours({ profile }: { profile: PublicProfile }) {
  const today = todayWeekday(profile.business.timeZone);
  return (
    <table className="wx-hours">
      <tbody>
        {profile.openingHours.map((d) => (
          <tr
            key={d.weekday}
            className={d.weekday === today ? 'wx-today' : undefined}
            aria-current={d.weekday === today ? 'date' : undefined}
          >
            <th scope="row">
              {d.name}
              {d.weekday === today && <span className="wx-today-tag">{t.today}</span>}
            </th>
            <td className={d.ranges.length ? undefined : 'wx-closed'}>
              {openingRangeLabels(d.ranges).map((label) => (
                <span key={label} className="wx-range">
                  {label}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
