import { describe, expect, it } from 'vitest';
import { formatDurationHhmm, formatEuros, parseDurationHhmm, parseEuros } from './amount-duration.js';
import { serviceCreateSchema, serviceUpdateSchema } from './services.schemas.js';

const issues = (schema: typeof serviceCreateSchema | typeof serviceUpdateSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('parseEuros', () => {
  it('reads numbers and French or English decimal text into cents', () => {
    expect(parseEuros(45)).toBe(4500);
    expect(parseEuros(45.5)).toBe(4550);
    expect(parseEuros(0.1 + 0.2)).toBe(30);
    expect(parseEuros(19.99)).toBe(1999);
    expect(parseEuros('45,5')).toBe(4550);
    expect(parseEuros('45.05')).toBe(4505);
    expect(parseEuros('1 200 €')).toBe(120000);
    expect(parseEuros('0')).toBe(0);
  });

  it('refuses negative amounts, more than two decimals and text', () => {
    for (const bad of [-1, 12.345, Number.NaN, Infinity, '-3', '12,345', 'douze', '1e3', '', ',5']) {
      expect(parseEuros(bad)).toBeNull();
    }
  });

  it('formats cents for display', () => {
    expect(formatEuros(4550)).toBe('45,50 €');
    expect(formatEuros(4500)).toBe('45 €');
    expect(formatEuros(5)).toBe('0,05 €');
  });
});

describe('parseDurationHhmm', () => {
  it('reads hh:mm and h:mm into minutes', () => {
    expect(parseDurationHhmm('01:30')).toBe(90);
    expect(parseDurationHhmm('0:45')).toBe(45);
    expect(parseDurationHhmm('12:00')).toBe(720);
  });

  it('refuses other shapes', () => {
    for (const bad of ['90', '1h30', '01:60', '', '1:5', '001:00']) expect(parseDurationHhmm(bad)).toBeNull();
  });

  it('formats minutes as hh:mm', () => {
    expect(formatDurationHhmm(90)).toBe('01:30');
    expect(formatDurationHhmm(720)).toBe('12:00');
  });
});

describe('serviceCreateSchema', () => {
  it('gives the spec messages for a missing name, amount and duration', () => {
    const expected = {
      name: 'Veuillez saisir le nom de la prestation',
      amount: 'Veuillez renseigner un montant',
      duration: 'Veuillez renseigner une durée',
    };
    expect(issues(serviceCreateSchema, {})).toEqual(expected);
    expect(issues(serviceCreateSchema, { name: '  ', amount: '', duration: ' ' })).toEqual(expected);
  });

  it('parses a valid service, the category being optional', () => {
    expect(
      serviceCreateSchema.parse({ name: ' Coupe ', category: ' Femme ', amount: '45,5', duration: '01:30' }),
    ).toEqual({
      name: 'Coupe',
      category: 'Femme',
      amountCents: 4550,
      durationMinutes: 90,
    });
    expect(
      serviceCreateSchema.parse({ name: 'Coupe', category: '', amount: 0, duration: '0:15' }).category,
    ).toBeNull();
  });

  it('keeps the duration above zero and at most 12:00, the amount at most 100 000 €', () => {
    expect(issues(serviceCreateSchema, { name: 'a', amount: 1, duration: '00:00' }).duration).toBe(
      'La durée doit être supérieure à 00:00.',
    );
    expect(issues(serviceCreateSchema, { name: 'a', amount: 1, duration: '12:05' }).duration).toBe(
      'La durée ne doit pas dépasser 12:00.',
    );
    expect(issues(serviceCreateSchema, { name: 'a', amount: 1, duration: '1h' }).duration).toBe(
      'La durée doit être au format hh:mm.',
    );
    expect(issues(serviceCreateSchema, { name: 'a', amount: 100_000.01, duration: '1:00' }).amount).toBe(
      'Le montant ne doit pas dépasser 100 000 €.',
    );
    expect(issues(serviceCreateSchema, { name: 'a', amount: -5, duration: '1:00' }).amount).toBe(
      'Le montant doit être un nombre positif avec au plus deux décimales.',
    );
  });
});

describe('serviceUpdateSchema', () => {
  it('normalises colours and drops duplicate staff ids', () => {
    expect(serviceUpdateSchema.parse({ color: '#AABBCC', staffIds: ['a', 'a', 'b'] })).toMatchObject({
      color: 'aabbcc',
      staffIds: ['a', 'b'],
    });
    expect(serviceUpdateSchema.parse({ color: null }).color).toBeNull();
  });

  it('refuses a malformed colour', () => {
    expect(issues(serviceUpdateSchema, { color: 'rouge' }).color).toBe(
      'La couleur doit être un code hexadécimal de 6 caractères (par exemple 6366f1).',
    );
  });
});
