import { describe, expect, it } from 'vitest';
import { isBookingPhone, isFrenchMobile, toE164Phone } from './french-mobile.js';

describe('phone numbers a visitor may book with', () => {
  it('takes French mobiles however they are written, and foreign numbers with their country code', () => {
    for (const ok of [
      '06 12 34 56 78',
      '0712345678',
      '+33 6 12 34 56 78',
      '0033612345678',
      '+32 470 12 34 56',
      '0041 79 123 45 67',
      '+44 7911 123456',
      '+262 692 12 34 56',
    ])
      expect(isBookingPhone(ok), ok).toBe(true);
    for (const bad of [
      '01 23 45 67 89',
      '+33 1 23 45 67 89',
      '0612',
      '+1 23',
      '12345678',
      '+0 470 12 34 56',
      '+32 470 12 34 56 78 90 12 34',
      'abc',
    ])
      expect(isBookingPhone(bad), bad).toBe(false);
    expect(isFrenchMobile('+32 470 12 34 56')).toBe(false);
  });

  it('writes them in E.164 for SMS providers', () => {
    expect(toE164Phone('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164Phone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164Phone('0041 79 123 45 67')).toBe('+41791234567');
    expect(toE164Phone('+32 470.12.34.56')).toBe('+32470123456');
  });
});
