import { isBookingPhone } from './french-mobile.js';

/**
 * One stored form per phone number, whatever the professional, a booker or an imported file typed:
 * a French number (national, +33 or 0033) becomes '06 12 34 56 78', a number written with another
 * country code becomes '+32470123456' (E.164). Anything else (an extension, a note) is kept as typed,
 * trimmed: the fixed and work phones are free text.
 */
export function normalizeClientPhone(value: string): string {
  const v = value.trim();
  if (!/^[\d\s.+()/-]+$/.test(v)) return v;
  const international = /^(?:\+|00)/.test(v);
  let digits = v.replace(/\D/g, '');
  if (international) digits = digits.replace(/^00/, '');
  if (international && digits.startsWith('33')) digits = `0${digits.slice(2).replace(/^0/, '')}`;
  else if (international) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : v;
  if (/^0[1-9]\d{8}$/.test(digits)) return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
  return v;
}

/**
 * A mobile phone a client may be given: a French mobile (06/07, nationally or with +33), or a foreign
 * number written with its country code (its shape is checked, the same rule as online booking).
 */
export const isClientMobile = (value: string): boolean => isBookingPhone(value);

/** The digits a phone search compares: French numbers in national form, others with their country code. */
export function phoneSearchDigits(value: string): string {
  const normalized = normalizeClientPhone(value);
  return normalized.replace(/\D/g, '');
}
