import { describe, expect, it } from 'vitest';
import { staffDeletionWarning, staffTotalLabel } from './staff.messages.js';
import { staffCreateSchema, staffUpdateSchema } from './staff.schemas.js';

const issues = (schema: typeof staffCreateSchema | typeof staffUpdateSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('staffCreateSchema', () => {
  it('requires a first name only', () => {
    expect(issues(staffCreateSchema, { prenom: ' ' })).toEqual({ prenom: 'Veuillez saisir un prénom.' });
    expect(issues(staffCreateSchema, {})).toEqual({ prenom: 'Veuillez saisir un prénom.' });
    expect(staffCreateSchema.parse({ prenom: ' Yanis ' })).toEqual({ prenom: 'Yanis', nom: '' });
  });
});

describe('staffUpdateSchema', () => {
  it('accepts a blank e-mail (cleared) and refuses a malformed one', () => {
    expect(staffUpdateSchema.parse({ email: '' }).email).toBe('');
    expect(staffUpdateSchema.parse({ email: 'Yanis@Salon.fr' }).email).toBe('yanis@salon.fr');
    expect(issues(staffUpdateSchema, { email: 'yanis@' })).toEqual({
      email: 'Veuillez saisir une adresse e-mail valide.',
    });
  });

  it('checks the working hours: order, overlap, three ranges, one entry per day', () => {
    const result = issues(staffUpdateSchema, {
      hours: [
        { weekday: 0, ranges: [{ start: '10:00', end: '09:00' }] },
        {
          weekday: 1,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '10:00', end: '11:00' },
          ],
        },
        { weekday: 1, ranges: [] },
      ],
    });
    expect(result).toEqual({
      'hours.0.ranges.0.end': "L'heure de fin doit être après l'heure de début.",
      'hours.1.ranges.1.start': "Les plages horaires d'une même journée ne doivent pas se chevaucher.",
      'hours.2.weekday': 'Chaque jour ne peut figurer qu’une seule fois.',
    });
  });

  it('refuses a colour that is not 6 hex digits', () => {
    expect(issues(staffUpdateSchema, { color: '12345' }).color).toBe(
      'La couleur doit être un code hexadécimal de 6 caractères (par exemple 6366f1).',
    );
    expect(staffUpdateSchema.parse({ color: '#10B981' }).color).toBe('10b981');
  });
});

describe('staff labels', () => {
  it('uses the plural above one', () => {
    expect(staffTotalLabel(1)).toBe('1 PERSONNEL AU TOTAL');
    expect(staffTotalLabel(3)).toBe('3 PERSONNELS AU TOTAL');
  });

  it('warns how many future appointments go with a deleted member', () => {
    expect(staffDeletionWarning(2)).toContain('2 rendez-vous à venir seront supprimés.');
    expect(staffDeletionWarning(1)).toContain('1 rendez-vous à venir sera supprimé.');
  });
});
