import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initialsOf('Salon Lumière')).toBe('SL');
    expect(initialsOf('atelier  coiffure léa')).toBe('AC');
    expect(initialsOf('Barbier')).toBe('B');
    expect(initialsOf('')).toBe('');
  });
});
