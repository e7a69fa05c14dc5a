/** French mobile numbers: 06 or 07 then 8 digits, or +33 / 0033 then 6 or 7; spaces, dots and dashes allowed. */
const FRENCH_MOBILE_RE = /^(?:(?:\+|00)33[\s.-]?|0)[67](?:[\s.-]?\d{2}){4}$/;
/** Any number written with its country code (+ or 00): 8 to 15 digits in all, as E.164 allows. */
const INTERNATIONAL_RE = /^(?:\+|00)[1-9](?:[\s.-]?\d){7,14}$/;
const FRENCH_PREFIX_RE = /^(?:\+|00)33/;

/**
 * True for a French mobile phone number as people type it. In its own module, free of zod, so the light
 * booking widget can check it without bundling the validation library.
 */
export const isFrenchMobile = (value: string): boolean => FRENCH_MOBILE_RE.test(value.trim());

/**
 * A number a visitor may book with: a French mobile (the default, written nationally or with +33), or a
 * foreign number written with its country code (+32 470…, 0041 79…), so visitors from abroad can book too.
 * A +33 number must still be a mobile. Foreign numbers are checked for their shape only.
 */
export function isBookingPhone(value: string): boolean {
  const v = value.trim();
  if (isFrenchMobile(v)) return true;
  return INTERNATIONAL_RE.test(v) && !FRENCH_PREFIX_RE.test(v.replace(/[\s.-]/g, ''));
}

/** A French mobile or an international number in E.164 form (+33612345678, +32470123456), for SMS. */
export function toE164Phone(value: string): string {
  const digits = value.replace(/[^\d+]/g, '').replace(/^00/, '+');
  return digits.startsWith('+') ? digits : `+33${digits.slice(1)}`;
}
