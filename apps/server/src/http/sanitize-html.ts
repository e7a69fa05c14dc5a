import sanitize from 'sanitize-html';

/**
 * What the rich-text editor (TipTap) produces and the public page shows: paragraphs, emphasis, lists,
 * links, two heading levels and quotes. Everything else is dropped, keeping its text (scripts and styles
 * lose their content too).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'a', 'h2', 'h3', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Pasted content often uses the presentational twins of the allowed tags.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    // rel=noopener: a page opened from a link gets no handle on ours. A refused href (javascript:, data:,
    // protocol-relative) is dropped by the scheme check, leaving a harmless anchor that goes nowhere.
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Sanitised rich-text HTML, safe to store and to show on the public page. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/**
 * The chat composer's toolbar: bold, italic, underline, lists and links (emojis are text). Links open in a
 * new tab without a handle on the page that opened them.
 */
const CHAT_OPTIONS: sanitize.IOptions = {
  ...OPTIONS,
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  transformTags: {
    b: 'strong',
    i: 'em',
    div: 'p',
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** Sanitised chat message HTML, safe to store and to show to either side. */
export function sanitizeChatHtml(html: string): string {
  return sanitize(html, CHAT_OPTIONS).trim();
}
