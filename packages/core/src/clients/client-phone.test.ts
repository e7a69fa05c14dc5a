import { describe, expect, it } from 'vitest';
import { isClientMobile, normalizeClientPhone, phoneSearchDigits } from './client-phone.js';

describe('normalizeClientPhone', () => {
  it('writes French numbers nationally in pairs, whatever the input form', () => {
    for (const typed of [
      '0612345678',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '0033612345678',
      '+33 (0)6 12 34 56 78',
    ])
      expect(normalizeClientPhone(typed)).toBe('06 12 34 56 78');
    expect(normalizeClientPhone(' 01-23-45-67-89 ')).toBe('01 23 45 67 89');
  });

  it('writes foreign numbers in E.164 and keeps free text as typed', () => {
    expect(normalizeClientPhone('+32 470 12 34 56')).toBe('+32470123456');
    expect(normalizeClientPhone('0041 79 123 45 67')).toBe('+41791234567');
    expect(normalizeClientPhone('01 23 45 67 89 poste 12')).toBe('01 23 45 67 89 poste 12');
    expect(normalizeClientPhone('123')).toBe('123');
    expect(normalizeClientPhone('')).toBe('');
  });

  it('gives the digits a search compares', () => {
    expect(phoneSearchDigits('+33 6 12 34 56 78')).toBe('0612345678');
    expect(phoneSearchDigits('+32 470 12 34 56')).toBe('32470123456');
  });
});

describe('isClientMobile', () => {
  it('accepts French mobiles and foreign numbers with a country code, not French landlines', () => {
    expect(isClientMobile('06 12 34 56 78')).toBe(true);
    expect(isClientMobile('+33 7 11 22 33 44')).toBe(true);
    expect(isClientMobile('+32 470 12 34 56')).toBe(true);
    expect(isClientMobile('01 23 45 67 89')).toBe(false);
    expect(isClientMobile('+33 1 23 45 67 89')).toBe(false);
    expect(isClientMobile('12345')).toBe(false);
  });
});
