/** Base path of the logged-in professional space, kept from the old product's bookmarked URLs. */
export const PRO_BASE = '/professionnel/rendez-vous-en-ligne/espaceprofessionnel';
/** Base path of the same space in demo mode. */
export const DEMO_BASE = '/demo';
export const SIGNUP_PATH = '/rendez-vous-en-ligne-inscription';
export const LOGIN_PATH = '/rendez-vous-en-ligne-connexion';
/** Pages opened from the account e-mails; the token travels in the fragment, so no server log sees it. */
export const FORGOT_PASSWORD_PATH = '/rendez-vous-en-ligne-mot-de-passe-oublie';
export const RESET_PASSWORD_PATH = '/rendez-vous-en-ligne-nouveau-mot-de-passe';
export const SIGNUP_CONFIRM_PATH = '/rendez-vous-en-ligne-inscription-confirmation';
export const EMAIL_UNDO_PATH = '/rendez-vous-en-ligne-identifiant-annulation';
export const publicProfilePath = (slug: string) => `/rendez-vous-en-ligne/${slug}`;
/** The QR image of a professional's page, by slug: what the widget's share buttons (Pinterest...) show. */
export const publicQrImagePath = (slug: string) => `/api/v1/public/pros/${encodeURIComponent(slug)}/qr.png`;
export const bookingFramePath = (slug: string) => `/rendez-vous-en-ligne/cadreindividuel/${slug}`;
