import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, signupSchema } from './account.schemas.js';

const valid = {
  nomSociete: 'Salon Lumière',
  prenom: 'Léa',
  nom: 'Martin',
  email: 'Lea.Martin@Example.fr ',
  password: 'motdepasse1',
  passwordConfirmation: 'motdepasse1',
  acceptTerms: true,
};

describe('signupSchema', () => {
  it('accepts a complete sign-up and normalises the e-mail', () => {
    const parsed = signupSchema.parse(valid);
    expect(parsed.email).toBe('lea.martin@example.fr');
  });

  it('names the field and says in French what is wrong', () => {
    const result = signupSchema.safeParse({ ...valid, email: 'pas-un-email', passwordConfirmation: 'autre' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues.email).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(issues.passwordConfirmation).toBe('Les deux mots de passe ne correspondent pas.');
  });

  it('requires the terms to be accepted and a long enough password', () => {
    const result = signupSchema.safeParse({
      ...valid,
      acceptTerms: false,
      password: 'court',
      passwordConfirmation: 'court',
    });
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['acceptTerms', 'password']));
  });

  it('refuses a blank business name', () => {
    const result = signupSchema.safeParse({ ...valid, nomSociete: '   ' });
    expect(result.error!.issues[0]!.message).toBe('Veuillez saisir le nom de votre établissement');
  });
});

describe('passwordChangeSchema', () => {
  it('refuses a confirmation that differs', () => {
    const result = passwordChangeSchema.safeParse({
      oldPassword: 'a',
      newPassword: 'nouveau123',
      confirmation: 'nouveau124',
    });
    expect(result.error!.issues[0]!.path).toEqual(['confirmation']);
  });
});
