/** French mobile numbers: 06 or 07 then 8 digits, or +33 / 0033 then 6 or 7; spaces, dots and dashes allowed. */
const FRENCH_MOBILE_RE = /^(?:(?:\+|00)33[\s.-]?|0)[67](?:[\s.-]?\d{2}){4}$/;

/**
 * True for a French mobile phone number as people type it. In its own module, free of zod, so the light
 * booking widget can check it without bundling the validation library.
 */
export const isFrenchMobile = (value: string): boolean => FRENCH_MOBILE_RE.test(value.trim());
