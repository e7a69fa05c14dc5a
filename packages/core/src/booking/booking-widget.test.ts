import { describe, expect, it } from 'vitest';
import { formatLongDateFr } from '../time/french-dates.js';
import { addDays, todayIn } from '../time/zoned.js';
import {
  dayHeadingFr,
  dayShortcut,
  gridPosition,
  weekLanes,
  isIosBefore16,
  noNextAppointmentText,
  priceFr,
  reserveLabel,
  searchServices,
  selectionTitle,
  selectionTotals,
  slotFitProblem,
  timePlus,
  toggleId,
  visitorDetailsErrors,
  weekColumnLabel,
  weekGridDays,
} from './booking-widget.js';

describe('selection texts', () => {
  it('titles the summary by the number of chosen services', () => {
    expect([0, 1, 2, 5].map(selectionTitle)).toEqual([
      'Je choisis une prestation',
      'Ma Sélection',
      'Mes sélections',
      'Mes sélections',
    ]);
  });
  it('words the reserve button in the singular or the plural', () => {
    expect(reserveLabel(1)).toBe('RESERVER CETTE PRESTATION');
    expect(reserveLabel(2)).toBe('RESERVER CES PRESTATIONS');
  });
});

describe('selectionTotals', () => {
  const services = [
    { id: 'a', amountCents: 2500, durationMinutes: 30 },
    { id: 'b', amountCents: 5550, durationMinutes: 60 },
    { id: 'c', amountCents: 1500, durationMinutes: 15 },
  ];
  it('adds prices and durations of the chosen services, in the catalogue order', () => {
    const t = selectionTotals(services, ['c', 'a']);
    expect(t.services.map((s) => s.id)).toEqual(['a', 'c']);
    expect(t).toMatchObject({ cents: 4000, minutes: 45 });
  });
  it('is zero for an empty selection', () => {
    expect(selectionTotals(services, [])).toMatchObject({ services: [], cents: 0, minutes: 0 });
  });
  it('ticks once and unticks', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('priceFr', () => {
  it('writes whole euros without decimals and cents with a comma', () => {
    expect(priceFr(2500)).toBe('25 €');
    expect(priceFr(2550)).toBe('25,50 €');
    expect(priceFr(0)).toBe('0 €');
  });
});

describe('slotFitProblem', () => {
  const slot = { maxMinutes: 60 };
  it('accepts a selection that fits the slot and its free followers', () => {
    expect(slotFitProblem(slot, ['a', 'b'], { ids: ['a', 'b'], minutes: 60 })).toBeNull();
  });
  it('refuses a selection longer than the time available, naming both durations', () => {
    expect(slotFitProblem(slot, ['a', 'b'], { ids: ['a', 'b'], minutes: 75 })).toBe(
      'La durée des prestations choisies (1 h 15) dépasse le temps disponible sur ce créneau (1 h). ' +
        'Retirez une prestation ou choisissez un autre créneau.',
    );
  });
  it('refuses a service the slot does not offer', () => {
    expect(slotFitProblem(slot, ['a'], { ids: ['a', 'b'], minutes: 30 })).toContain(
      'pas proposée sur ce créneau',
    );
  });
});

describe('French dates', () => {
  it('gives the header shortcut: day number and 3-letter month', () => {
    expect(dayShortcut('2025-12-07')).toEqual({ dayNumber: '7', month: 'déc' });
    expect(dayShortcut('2026-08-15')).toEqual({ dayNumber: '15', month: 'aoû' });
  });
  it('writes a long date, with 1er', () => {
    expect(formatLongDateFr('2025-12-03')).toBe('mercredi 3 décembre 2025');
    expect(formatLongDateFr('2026-02-01')).toBe('dimanche 1er février 2026');
  });
  it("heads accordion days with Aujourd'hui, Demain, then the date (year only when another)", () => {
    expect(dayHeadingFr('2025-12-30', '2025-12-30')).toBe("Aujourd'hui");
    expect(dayHeadingFr('2025-12-31', '2025-12-30')).toBe('Demain');
    expect(dayHeadingFr('2025-12-29', '2025-12-27')).toBe('lundi 29 décembre');
    expect(dayHeadingFr('2026-01-02', '2025-12-30')).toBe('vendredi 2 janvier 2026');
  });
  it('labels weekly columns', () => {
    expect(weekColumnLabel('2025-12-03')).toEqual({ weekday: 'mer.', dayNumber: '3', month: 'déc' });
  });
  it('shifts days across months and years', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it("takes today in the salon's time zone", () => {
    const lateUtc = new Date('2025-12-30T23:30:00Z');
    expect(todayIn('Europe/Paris', lateUtc)).toBe('2025-12-31');
    expect(todayIn('America/New_York', lateUtc)).toBe('2025-12-30');
  });
});

describe('searchServices', () => {
  const categories = [
    { id: '1', services: [{ name: 'Coupe homme' }, { name: 'Brushing' }] },
    { id: '2', services: [{ name: 'Épilation sourcils' }] },
  ];
  it('matches names case-insensitively and drops empty categories', () => {
    expect(searchServices(categories, 'COUPE')).toEqual([{ id: '1', services: [{ name: 'Coupe homme' }] }]);
  });
  it('ignores accents and surrounding spaces', () => {
    expect(searchServices(categories, ' epil ')).toEqual([
      { id: '2', services: [{ name: 'Épilation sourcils' }] },
    ]);
  });
  it('returns everything for an empty query and nothing when nothing matches', () => {
    expect(searchServices(categories, '')).toEqual(categories);
    expect(searchServices(categories, 'massage')).toEqual([]);
  });
});

describe('weekly grid', () => {
  it('shows three days from the start day', () => {
    expect(weekGridDays('2025-12-30')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
  });
  it('places a slot between 07:00 and 21:00', () => {
    expect(gridPosition('07:00', '14:00')).toEqual({ top: 0, height: 0.5 });
    expect(gridPosition('20:30', '22:00')).toEqual({ top: 13.5 / 14, height: 0.5 / 14 });
  });
  it('leaves out slots wholly outside the grid', () => {
    expect(gridPosition('05:00', '06:30')).toBeNull();
    expect(gridPosition('21:00', '22:00')).toBeNull();
  });
  it('words the empty banner, naming the chosen member', () => {
    expect(noNextAppointmentText()).toBe('Aucun prochain rendez-vous enregistré');
    expect(noNextAppointmentText('Julie')).toBe('Aucun prochain rendez-vous enregistré pour Julie');
  });
});

describe('isIosBefore16', () => {
  const ios = (v: string) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;
  it('is true for iOS 15 and older', () => {
    expect(isIosBefore16(ios('15_7'))).toBe(true);
    expect(isIosBefore16(ios('12_5_7'))).toBe(true);
  });
  it('is false for iOS 16 and later, Android and desktops', () => {
    expect(isIosBefore16(ios('16_0'))).toBe(false);
    expect(isIosBefore16(ios('17_4_1'))).toBe(false);
    expect(
      isIosBefore16('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile'),
    ).toBe(false);
    expect(isIosBefore16('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBe(false);
  });
});

describe('visitorDetailsErrors', () => {
  const valid = {
    prenom: 'Sophie',
    nom: 'Durand',
    telPortable: '06 12 34 56 78',
    email: 'sophie@example.fr',
    note: '',
    acceptTerms: true,
  };
  it('accepts complete details', () => {
    expect(visitorDetailsErrors(valid)).toEqual({});
  });
  it('names every missing or malformed field in French', () => {
    expect(
      visitorDetailsErrors({
        prenom: ' ',
        nom: '',
        telPortable: '01 23 45 67 89',
        email: 'sophie@',
        note: '',
        acceptTerms: false,
      }),
    ).toEqual({
      prenom: 'Veuillez saisir votre prénom',
      nom: 'Veuillez saisir votre nom',
      telPortable: 'Veuillez saisir un numéro de téléphone portable valide',
      email: 'Veuillez saisir une adresse e-mail valide.',
      acceptTerms: "Veuillez accepter les conditions générales d'utilisation.",
    });
  });
  it('refuses a note over 1000 characters', () => {
    expect(visitorDetailsErrors({ ...valid, note: 'x'.repeat(1001) })).toEqual({
      note: 'Le message ne doit pas dépasser 1000 caractères.',
    });
  });
});

describe('timePlus', () => {
  it('adds a duration to a wall-clock time', () => {
    expect(timePlus('09:30', 75)).toBe('10:45');
    expect(timePlus('23:30', 45)).toBe('00:15');
  });
});

describe('weekLanes', () => {
  it('puts overlapping slots side by side, each group as wide as it needs', () => {
    const at = (start: string, end: string) => ({ start, end });
    expect(
      weekLanes([
        at('09:00', '09:30'),
        at('09:00', '09:30'),
        at('09:30', '10:00'),
        at('09:15', '09:45'),
        at('11:00', '11:30'),
      ]),
    ).toEqual([
      { lane: 0, lanes: 3 },
      { lane: 1, lanes: 3 },
      // 09:30 fits again in the first lane, freed at 09:30; the 09:15 one needed a third.
      { lane: 0, lanes: 3 },
      { lane: 2, lanes: 3 },
      { lane: 0, lanes: 1 },
    ]);
    expect(weekLanes([])).toEqual([]);
    // Touching is not overlapping; a slot until midnight ends at 24:00.
    expect(weekLanes([at('10:00', '11:00'), at('11:00', '12:00'), at('23:00', '00:00')])).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
  });
});
