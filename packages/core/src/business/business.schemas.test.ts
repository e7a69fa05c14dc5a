import { describe, expect, it } from 'vitest';
import { addressLine, shouldSearchAddress } from './address.js';
import { businessDetailsSchema, isFrenchPhone } from './business.schemas.js';
import { htmlToText, isBlankHtml } from './html-text.js';

const valid = {
  establishmentTypeId: 'coiffeur',
  nomSociete: 'Salon Lumière',
  nom: 'Moreau',
  prenom: 'Camille',
  profession: 'Coiffeuse',
  adresse: '12 rue des Lilas',
  codePostal: '69003',
  ville: 'Lyon',
  tel1: '04 78 00 00 00',
  tel2: '+33 6 12 34 56 78',
  email: 'Contact@Salon.fr',
  presentation: '<p>Bienvenue</p>',
};
const issues = (value: unknown) => {
  const result = businessDetailsSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('businessDetailsSchema', () => {
  it('accepts complete details and normalises the e-mail', () => {
    expect(businessDetailsSchema.parse(valid).email).toBe('contact@salon.fr');
  });

  it('names every empty field with the spec message (the photo rule is checked by the server)', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(issues(empty)).toEqual({
      establishmentTypeId: "Veuillez sélectionner un type d'établissement",
      nomSociete: 'Veuillez saisir le nom de votre établissement',
      nom: 'Veuillez saisir votre nom',
      prenom: 'Veuillez saisir votre prénom',
      profession: 'Veuillez saisir votre profession',
      adresse: 'Veuillez saisir votre adresse',
      codePostal: 'Veuillez saisir un code postal',
      ville: 'Veuillez renseigner votre ville',
      tel1: 'Veuillez saisir le téléphone de votre établissement',
      tel2: 'Veuillez saisir votre téléphone portable',
      email: 'Veuillez saisir votre email',
      presentation: 'Veuillez présenter votre établissement',
    });
    expect(issues({})).toEqual(issues(empty));
  });

  it('checks the formats of the postal code, the phones and the e-mail, and lengths', () => {
    expect(
      issues({
        ...valid,
        codePostal: '6900',
        tel1: '12345',
        tel2: '06 12 34 56',
        email: 'pas-un-email',
        ville: 'x'.repeat(256),
      }),
    ).toEqual({
      codePostal: 'Le code postal doit comporter 5 chiffres.',
      tel1: 'Veuillez saisir un numéro de téléphone valide.',
      tel2: 'Veuillez saisir un numéro de téléphone valide.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      ville: 'La ville ne doit pas dépasser 255 caractères.',
    });
  });

  it('treats a presentation without visible text as empty', () => {
    for (const blank of ['<p></p>', '<p>&nbsp;</p><br>', '  ', '<script>alert(1)</script>']) {
      expect(issues({ ...valid, presentation: blank })).toEqual({
        presentation: 'Veuillez présenter votre établissement',
      });
    }
  });
});

describe('isFrenchPhone', () => {
  it('accepts French numbers with spaces, dots or dashes, and +33', () => {
    for (const ok of [
      '0478000000',
      '04 78 00 00 00',
      '06.12.34.56.78',
      '06-12-34-56-78',
      '+33 6 12 34 56 78',
      '0033612345678',
      '+262 692 12 34 56',
    ]) {
      expect(isFrenchPhone(ok)).toBe(true);
    }
  });

  it('refuses short, long, foreign or lettered numbers', () => {
    for (const bad of [
      '06123456',
      '061234567890',
      '00 12 34 56 78',
      '+44 20 7946 0958',
      'zero six',
      '+33 0 12 34 56 78',
    ]) {
      expect(isFrenchPhone(bad)).toBe(false);
    }
  });
});

describe('htmlToText', () => {
  it('keeps the visible text only', () => {
    expect(htmlToText('<p>Salon &amp; <strong>Spa</strong></p><p>&#233;t&#xE9;</p>')).toBe('Salon & Spa été');
    expect(isBlankHtml('<ul><li> </li></ul>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});

describe('address autocomplete rules', () => {
  it('searches for text longer than 4 characters or for digits', () => {
    expect(shouldSearchAddress('12 ru')).toBe(true);
    expect(shouldSearchAddress('Lyon')).toBe(false);
    expect(shouldSearchAddress('69')).toBe(true);
    expect(shouldSearchAddress('  ')).toBe(false);
  });

  it('fills the address line from the number and street', () => {
    const base = { label: '', postcode: '69003', city: 'Lyon' };
    expect(addressLine({ ...base, housenumber: '12', street: 'Rue des Lilas' })).toBe('12 Rue des Lilas');
    expect(addressLine({ ...base, housenumber: null, street: 'Rue des Lilas' })).toBe('Rue des Lilas');
    expect(addressLine({ ...base, housenumber: null, street: null })).toBe('');
  });
});
