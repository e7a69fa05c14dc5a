const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const HTML_SPECIAL = /[&<>"']/g;

/**
 * Text made safe inside HTML, in an element or a quoted attribute: the five characters HTML gives a meaning
 * to. One pass, and none for the many texts with nothing to escape (every booking writes two e-mails).
 */
export const escapeHtml = (s: string): string =>
  s.search(HTML_SPECIAL) < 0 ? s : s.replace(HTML_SPECIAL, (c) => HTML_ESCAPES[c]!);
