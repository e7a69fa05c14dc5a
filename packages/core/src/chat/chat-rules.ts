/**
 * Chat rules shared by the server (which enforces them) and the composers (which check before sending).
 * No zod here: the widget imports this file and must stay light.
 */

/** Most characters of text a message may hold (its tags not counted). */
export const CHAT_MAX_TEXT_CHARS = 4000;
/** Most bytes of HTML a message may hold, once sanitised. */
export const CHAT_MAX_HTML_BYTES = 16 * 1024;
/** Messages one visitor may send in a minute. */
export const CHAT_VISITOR_MESSAGES_PER_MINUTE = 10;
/** Messages all the visitors of one salon may send in a minute (a flood of fresh visitor ids). */
export const CHAT_SALON_VISITOR_MESSAGES_PER_MINUTE = 120;
/** A visitor message still unread after this is e-mailed to the professional (once per burst). */
export const CHAT_UNREAD_MAIL_DELAY_MS = 10 * 60_000;
/** Default retention of chat messages, in days (CHAT_RETENTION_DAYS). */
export const CHAT_RETENTION_DEFAULT_DAYS = 365;
/** Longest preview of the latest message kept with a conversation. */
export const CHAT_PREVIEW_CHARS = 140;

export const chatMessages = {
  empty: 'Le message est vide.',
  tooLong: 'Votre message est trop long (4\u00a0000 caractères au plus).',
  visitorRateLimited: 'Vous envoyez beaucoup de messages : patientez une minute avant le suivant.',
  salonRateLimited: 'Ce salon reçoit beaucoup de messages en ce moment : réessayez dans une minute.',
  notFound: 'Conversation introuvable.',
  clientNotFound: 'Client introuvable.',
  clientWithoutEmail:
    "Ce client n'a pas d'adresse e-mail : le message ne peut pas lui être transmis. Ajoutez-la dans sa fiche.",
  proOnly: 'Les messages du professionnel partent de la page Chat.',
  offline:
    "Le salon n'est pas connecté pour le moment : votre message lui sera transmis et il vous répondra ici.",
  sendFailed: "Le message n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.",
} as const;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** The text a message's HTML shows (tags dropped, the common entities read, blocks separated by a space). */
export function chatHtmlText(html: string): string {
  return html
    .replace(/<\/(p|li)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (ENTITIES[name.toLowerCase()] !== undefined) return ENTITIES[name.toLowerCase()]!;
      const code =
        name.startsWith('#x') || name.startsWith('#X')
          ? parseInt(name.slice(2), 16)
          : name.startsWith('#')
            ? parseInt(name.slice(1), 10)
            : NaN;
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Drops U+FFFD, which an editor leaves where it could not decode a character (the spec's rule). */
export const stripReplacementChars = (s: string) => s.replace(/\uFFFD/g, '');

export type ChatContentProblem = 'empty' | 'too_long';

/**
 * Whether sanitised message HTML may be stored: null when it may, otherwise why not. A message whose text is
 * empty after trimming is refused (a lone list bullet or an empty link is still empty).
 */
export function chatContentProblem(html: string): ChatContentProblem | null {
  const text = chatHtmlText(html);
  if (!text) return 'empty';
  if ([...text].length > CHAT_MAX_TEXT_CHARS) return 'too_long';
  if (new TextEncoder().encode(html).length > CHAT_MAX_HTML_BYTES) return 'too_long';
  return null;
}

/** The preview of a message shown in the conversation list: its text, cut on a character. */
export function chatPreview(html: string): string {
  const chars = [...chatHtmlText(html)];
  return chars.length > CHAT_PREVIEW_CHARS
    ? `${chars.slice(0, CHAT_PREVIEW_CHARS - 1).join('')}…`
    : chars.join('');
}

/** How a visitor is named to the professional: 'Visiteur' and the start of their id, so two are told apart. */
export const visitorLabel = (visitorId: string) => `Visiteur ${visitorId.slice(0, 4).toUpperCase()}`;

interface Ordered {
  id: string;
  lastMessageAt: string;
}

/** Conversations newest first (latest message), ties by id so pages never overlap. */
export function compareConversations(a: Ordered, b: Ordered): number {
  if (a.lastMessageAt !== b.lastMessageAt) return a.lastMessageAt < b.lastMessageAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

interface Dated {
  id: string;
  sentAt: string;
}

/**
 * One thread from several sources (the copy kept in the browser, the server's history, live frames): each
 * message once (the later source wins), oldest first, at most `keep` of the newest.
 */
export function mergeChatMessages<T extends Dated>(keep: number, ...sources: T[][]): T[] {
  const byId = new Map<string, T>();
  for (const list of sources) for (const m of list) byId.set(m.id, m);
  const all = [...byId.values()].sort((a, b) =>
    a.sentAt === b.sentAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.sentAt < b.sentAt ? -1 : 1,
  );
  return all.slice(Math.max(0, all.length - keep));
}
