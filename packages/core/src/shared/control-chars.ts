/**
 * Hostile text at the boundary. PostgreSQL refuses a NUL character in text (a 500 where SQLite would store
 * it), and the other control characters only hide in names or break the lines of files made from them
 * (.ics, e-mails). One rule, applied to every request: such text is refused with one French message, so
 * both databases always hold the same data.
 */

/** The French message for a field holding a refused character. */
export const CONTROL_CHARS_MESSAGE = 'Ce champ contient des caractères non autorisés.';

/**
 * Refused: C0 controls except tab, LF and CR (text areas send line breaks), DEL, C1 controls, and lone
 * UTF-16 surrogates (not encodable in UTF-8: each database would store something else).
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

/** True when the text holds a character we refuse. */
export const hasForbiddenChars = (text: string): boolean => FORBIDDEN.test(text);

/** The text without the characters we refuse (for text from elsewhere, e.g. imported or legacy data). */
export const stripForbiddenChars = (text: string): string => text.replace(FORBIDDEN_ALL, '');

/**
 * A single-line value (name, address, e-mail...): line breaks and tabs, with the spaces around them, become
 * one space, so a pasted 'Salon\r\nLumière' cannot add lines to a calendar file or an e-mail header.
 */
export const singleLine = (text: string): string => text.replace(/\s*[\r\n\t]\s*/g, ' ');

/**
 * The path of the first string (or object key) holding a refused character in a parsed JSON value, as
 * 'a.b.0.c'; '' for the value itself; null when everything is clean. Keys count: a key is stored too
 * (e.g. in a JSON column) and names a field.
 */
export function findForbiddenText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasForbiddenChars(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  // A raw upload (a CSV file's bytes) is not text fields: its parser validates it.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findForbiddenText(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenChars(key)) return [...path, key].join('.');
    const found = findForbiddenText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
