import { describe, expect, it } from 'vitest';
import { formatLongDateFr } from '../time/french-dates.js';
import {
  changeNoticeEmail,
  changeNoticeSms,
  isDelayOffered,
  joinFr,
  reminderEmail,
  reminderRunAt,
  reminderSms,
} from './reminder.js';

const facts = {
  clientPrenom: 'Sophie',
  businessName: 'Salon Lumière',
  day: '2026-11-24',
  start: '14:30',
  end: '15:00',
  services: ['Coupe homme'],
};

describe('reminder texts', () => {
  it('writes the SMS as one French sentence', () => {
    expect(reminderSms(facts)).toBe(
      'Bonjour Sophie, nous vous rappelons votre rendez-vous chez Salon Lumière le mardi 24 novembre 2026 à 14:30 pour Coupe homme.',
    );
    expect(reminderSms({ ...facts, services: [] })).toBe(
      'Bonjour Sophie, nous vous rappelons votre rendez-vous chez Salon Lumière le mardi 24 novembre 2026 à 14:30.',
    );
  });

  it('writes French dates and lists', () => {
    expect(formatLongDateFr('2027-01-01')).toBe('vendredi 1er janvier 2027');
    expect(formatLongDateFr('2026-08-15')).toBe('samedi 15 août 2026');
    expect(joinFr(['Coupe', 'Brushing', 'Couleur'])).toBe('Coupe, Brushing et Couleur');
  });

  it('writes the e-mail with the same facts, HTML-escaped', () => {
    const mail = reminderEmail({
      ...facts,
      businessName: 'Salon <Lumière>',
      staffPrenom: 'Julie',
      address: '1 rue de la Paix 75002 Paris',
    });
    expect(mail.subject).toBe(
      'Rappel : votre rendez-vous chez Salon <Lumière> le mardi 24 novembre 2026 à 14:30',
    );
    expect(mail.text).toContain('Horaire : de 14:30 à 15:00');
    expect(mail.text).toContain('Prestation : Coupe homme');
    expect(mail.text).toContain('Avec : Julie');
    expect(mail.html).toContain('Salon &lt;Lumière&gt;');
    expect(mail.html).not.toContain('<Lumière>');
  });
});

describe('change notice texts', () => {
  it('tells the client the appointment was changed, not a reminder', () => {
    expect(changeNoticeSms(facts)).toBe(
      'Bonjour Sophie, votre rendez-vous chez Salon Lumière a été modifié : il aura lieu le mardi 24 novembre 2026 à 14:30 pour Coupe homme.',
    );
    const mail = changeNoticeEmail({ ...facts, businessName: 'Salon <Lumière>' });
    expect(mail.subject).toBe(
      'Modification : votre rendez-vous chez Salon <Lumière> le mardi 24 novembre 2026 à 14:30',
    );
    expect(mail.text).toContain('a été modifié : il aura lieu le mardi 24 novembre 2026 à 14:30.');
    expect(mail.text).toContain('Horaire : de 14:30 à 15:00');
    expect(mail.text).not.toContain('rappelons');
    expect(mail.html).toContain('Salon &lt;Lumière&gt;');
  });
});

describe('reminder planning', () => {
  const paris = 'Europe/Paris';
  it('runs at once for Immédiatement', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(reminderRunAt({ day: '2026-11-24', daysBefore: 0, timeZone: paris, now })).toEqual(now);
  });
  it('runs at 09:00 Paris N days before', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    expect(reminderRunAt({ day: '2026-11-24', daysBefore: 2, timeZone: paris, now }).toISOString()).toBe(
      '2026-11-22T08:00:00.000Z',
    );
  });
  it('runs at once when 09:00 that day has passed', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(reminderRunAt({ day: '2026-11-24', daysBefore: 2, timeZone: paris, now })).toEqual(now);
  });
  it('offers the delays of the spec for the days remaining', () => {
    expect(isDelayOffered('2026-11-20', '2026-11-21', 1)).toBe(false);
    expect(isDelayOffered('2026-11-20', '2026-11-23', 3)).toBe(true);
    expect(isDelayOffered('2026-11-20', '2026-11-23', 4)).toBe(false);
    expect(isDelayOffered('2026-11-01', '2026-12-01', 7)).toBe(true);
  });
});
