import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTROL_CHARS_MESSAGE,
  findForbiddenText,
  hasForbiddenChars,
  singleLine,
  stripForbiddenChars,
} from './control-chars.js';

describe('hasForbiddenChars', () => {
  it('refuses NUL, the other C0 controls, DEL, C1 controls and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\u009f',
      'x\ud800',
      '\udc00y',
      '\udc00\ud800',
    ]) {
      expect(hasForbiddenChars(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('accepts tabs, line breaks, accents, emoji and other printable text', () => {
    for (const good of [
      '',
      'Salon Lumière',
      'ligne 1\r\nligne 2\n\tfin',
      'Coiffure 💇‍♀️',
      '€ « » — ’',
      '\u00a0',
    ]) {
      expect(hasForbiddenChars(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('strips what it refuses, keeping the rest', () => {
    expect(stripForbiddenChars('Rue\u0000 des\u0007 Lilas\r\n😀\ud800')).toBe('Rue des Lilas\r\n😀');
  });
});

describe('findForbiddenText', () => {
  it('names the first offending field of a JSON value, keys included', () => {
    expect(findForbiddenText({ nom: 'Martin', prenom: 'L\u0000a' })).toBe('prenom');
    expect(findForbiddenText({ days: [{ ranges: ['ok', 'b\u0001'] }] })).toBe('days.0.ranges.1');
    expect(findForbiddenText({ layout: { ['k\u0000']: 1 } })).toBe('layout.k\u0000');
    expect(findForbiddenText('\u0000')).toBe('');
  });

  it('is null for clean values of every JSON type', () => {
    expect(findForbiddenText({ a: 1, b: true, c: null, d: ['x\ny'], e: { f: 'é' } })).toBeNull();
    expect(findForbiddenText(undefined)).toBeNull();
    expect(findForbiddenText(42)).toBeNull();
  });

  it('skips raw bytes at once (an uploaded file is checked by its own parser, not walked byte by byte)', () => {
    const bytes = new Uint8Array(5 * 1024 * 1024).fill(0);
    expect(findForbiddenText(bytes)).toBeNull();
    expect(findForbiddenText({ file: bytes.buffer })).toBeNull();
  });

  it('has a French message', () => {
    expect(CONTROL_CHARS_MESSAGE).toBe('Ce champ contient des caractères non autorisés.');
  });
});

describe('singleLine', () => {
  it('turns line breaks and tabs, with the spaces around them, into one space', () => {
    expect(singleLine('Salon\r\nLumière')).toBe('Salon Lumière');
    expect(singleLine('12 rue\rdes Lilas')).toBe('12 rue des Lilas');
    expect(singleLine('a \n\n b\tc')).toBe('a b c');
    expect(singleLine('déjà simple')).toBe('déjà simple');
  });

  it('works as a zod overwrite, keeping the string schema and its bounds', () => {
    const name = z.string().trim().overwrite(singleLine).max(5);
    expect(name.parse(' a\rb ')).toBe('a b');
    expect(name.safeParse('abc\r\ndef').success).toBe(false);
  });
});
