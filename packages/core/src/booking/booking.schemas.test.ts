import { describe, expect, it } from 'vitest';
import { bookingMessages as m, formatDurationFr, durationTooLongMessage } from './booking.messages.js';
import { bookingCreateSchema, slotSearchQuerySchema } from './booking.schemas.js';

const valid = {
  slotId: 's1',
  serviceIds: ['a', 'a', 'b'],
  prenom: ' Sophie ',
  nom: 'Durand',
  telPortable: '06 12 34 56 78',
  email: 'Sophie@Example.fr',
  acceptTerms: true,
};
const fieldErrors = (input: unknown) => {
  const r = bookingCreateSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('bookingCreateSchema', () => {
  it('trims, lowercases the e-mail and removes repeated services', () => {
    const out = bookingCreateSchema.parse(valid);
    expect(out).toMatchObject({
      prenom: 'Sophie',
      email: 'sophie@example.fr',
      serviceIds: ['a', 'b'],
      note: '',
    });
  });

  it('names every faulty field with its French message', () => {
    expect(
      fieldErrors({
        ...valid,
        prenom: ' ',
        nom: '',
        telPortable: '01 23 45 67 89',
        email: 'x@',
        acceptTerms: false,
        serviceIds: [],
      }),
    ).toEqual({
      prenom: m.prenomRequired,
      nom: m.nomRequired,
      telPortable: m.telPortableInvalid,
      email: m.emailInvalid,
      acceptTerms: m.acceptTerms,
      serviceIds: m.servicesRequired,
    });
    expect(fieldErrors({ ...valid, acceptTerms: undefined, slotId: undefined })).toEqual({
      acceptTerms: m.acceptTerms,
      slotId: m.slotRequired,
    });
    expect(fieldErrors({ ...valid, serviceIds: Array.from({ length: 11 }, (_, i) => `s${i}`) })).toEqual({
      serviceIds: m.tooManyServices,
    });
  });
});

describe('slotSearchQuerySchema', () => {
  it('reads days, a comma-separated service list and an optional staff member', () => {
    expect(slotSearchQuerySchema.parse({ days: '14', serviceIds: 'a, b,,a', staffId: '' })).toEqual({
      days: 14,
      serviceIds: ['a', 'b'],
      staffId: undefined,
    });
    expect(slotSearchQuerySchema.parse({}).days).toBe(7);
  });
  it('refuses a bad day or more than 62 days', () => {
    expect(slotSearchQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(slotSearchQuerySchema.safeParse({ days: '63' }).error?.issues[0]?.message).toBe(m.daysInvalid);
  });
});

describe('formatDurationFr', () => {
  it('writes durations as people do', () => {
    expect([45, 60, 90, 125].map(formatDurationFr)).toEqual(['45 min', '1 h', '1 h 30', '2 h 05']);
    expect(durationTooLongMessage(formatDurationFr(90))).toBe(
      'La durée des prestations choisies (1 h 30) dépasse le créneau disponible.',
    );
  });
});
