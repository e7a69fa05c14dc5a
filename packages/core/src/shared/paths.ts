/** Base path of the logged-in professional space, kept from the old product's bookmarked URLs. */
export const PRO_BASE = '/professionnel/rendez-vous-en-ligne/espaceprofessionnel';
/** Base path of the same space in demo mode. */
export const DEMO_BASE = '/demo';
export const SIGNUP_PATH = '/rendez-vous-en-ligne-inscription';
export const LOGIN_PATH = '/rendez-vous-en-ligne-connexion';
export const publicProfilePath = (slug: string) => `/rendez-vous-en-ligne/${slug}`;
export const bookingFramePath = (slug: string) => `/rendez-vous-en-ligne/cadreindividuel/${slug}`;
