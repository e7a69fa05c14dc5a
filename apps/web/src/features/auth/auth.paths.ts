/** The terms of use, linked from the sign-up form and the footer. */
export const TERMS_PATH = '/conditions-generales';
