import { describe, expect, it } from 'vitest';
import { clientMessages as m } from './client.messages.js';
import { clientCreateSchema, clientUpdateSchema, isFrenchMobile, toE164Phone } from './client.schemas.js';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  // First message per field wins, as in the API's error handler.
  (result.error?.issues ?? []).reduce<Record<string, string>>(
    (acc, i) => ({ [i.path.join('.')]: i.message, ...acc }),
    {},
  );

describe('clientCreateSchema', () => {
  it('needs nom and prenom and fills the rest', () => {
    expect(fieldsOf(clientCreateSchema.safeParse({ nom: ' ', prenom: undefined }))).toEqual({
      nom: m.nomRequired,
      prenom: m.prenomRequired,
    });
    expect(
      clientCreateSchema.parse({ nom: 'Durand', prenom: 'Sophie', email: 'Sophie@Example.FR' }),
    ).toMatchObject({
      civilite: '',
      email: 'sophie@example.fr',
      dateNaissance: null,
    });
  });

  it('applies the length limits of the spec', () => {
    const r = clientCreateSchema.safeParse({
      nom: 'x'.repeat(256),
      prenom: 'x'.repeat(256),
      civilite: 'x'.repeat(11),
      adresse: 'x'.repeat(501),
      telFixe: '1'.repeat(256),
    });
    expect(fieldsOf(r)).toEqual({
      nom: m.nomTooLong,
      prenom: m.prenomTooLong,
      civilite: m.civiliteTooLong,
      adresse: m.adresseTooLong,
      telFixe: m.telFixeTooLong,
    });
  });

  it('checks the e-mail, the French mobile number and a past birth date', () => {
    const r = clientCreateSchema.safeParse({
      nom: 'D',
      prenom: 'S',
      email: 'pas-un-email',
      telPortable: '01 23 45 67 89',
      dateNaissance: '2999-01-01',
    });
    expect(fieldsOf(r)).toEqual({
      email: m.emailInvalid,
      telPortable: m.telPortableInvalid,
      dateNaissance: m.dateNaissanceFuture,
    });
  });
});

describe('clientUpdateSchema', () => {
  it('leaves absent fields out instead of resetting them', () => {
    expect(clientUpdateSchema.parse({ prenom: 'Lou' })).toEqual({ prenom: 'Lou' });
    expect(fieldsOf(clientUpdateSchema.safeParse({ nom: '' }))).toEqual({ nom: m.nomRequired });
  });
});

describe('French mobile numbers', () => {
  it('accepts the usual ways of writing them', () => {
    for (const n of [
      '0612345678',
      '06 12 34 56 78',
      '07.12.34.56.78',
      '+33 6 12 34 56 78',
      '0033712345678',
    ]) {
      expect(isFrenchMobile(n)).toBe(true);
    }
    expect(isFrenchMobile('0512345678')).toBe(false);
    expect(isFrenchMobile('061234567')).toBe(false);
  });
  it('normalises to E.164', () => {
    expect(toE164Phone('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164Phone('+33 7 12 34 56 78')).toBe('+33712345678');
    expect(toE164Phone('0033612345678')).toBe('+33612345678');
  });
});

describe('phones on save', () => {
  it('stores one form per number and accepts a foreign mobile with its country code', () => {
    expect(
      clientCreateSchema.parse({
        nom: 'Petit',
        prenom: 'Lou',
        telPortable: '+33 6 12 34 56 78',
        telFixe: '0123456789',
        telTravail: '0041 22 123 45 67',
      }),
    ).toMatchObject({ telPortable: '06 12 34 56 78', telFixe: '01 23 45 67 89', telTravail: '+41221234567' });
    expect(clientUpdateSchema.parse({ telPortable: '+32 470 12 34 56' })).toEqual({
      telPortable: '+32470123456',
    });
    expect(clientUpdateSchema.safeParse({ telPortable: '+33 1 23 45 67 89' }).success).toBe(false);
  });
});
