/** One page of the assistant's help base: a task a professional does, its steps, and the screen to do it. */
export interface HelpPage {
  /** File name without '.md', e.g. 'publier-disponibilites'. */
  id: string;
  title: string;
  /**
   * Where to do it: a screen of the professional space relative to its base ('horaires?publier=1'), or an
   * absolute path of the site ('/' for the directory).
   */
  screen: string;
  /** Text of the link to that screen ('Ouvrir Mes horaires'). */
  link: string;
  /** Other wordings a professional may use for this task (indexed, never shown). */
  keywords: string;
  /** The Markdown body: short paragraphs and lists. */
  body: string;
}

/** A block of a help page's body, drawn by the panel without any HTML from the text. */
export type HelpBlock = { type: 'p'; spans: HelpSpan[] } | { type: 'ol' | 'ul'; items: HelpSpan[][] };

/** Inline text; `strong` for **bold** (button labels, screen names). */
export interface HelpSpan {
  text: string;
  strong?: boolean;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/;

/** Reads a help page: a front matter of `key: value` lines (title, screen, link, keywords), then Markdown. */
export function parseHelpPage(id: string, source: string): HelpPage {
  const text = source.replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`Help page ${id}: front matter missing`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const field = (name: string) => {
    const value = fields.get(name);
    if (!value) throw new Error(`Help page ${id}: '${name}' missing`);
    return value;
  };
  return {
    id,
    title: field('title'),
    screen: field('screen'),
    link: field('link'),
    keywords: fields.get('keywords') ?? '',
    body: text.slice(match[0].length).trim(),
  };
}

/** **bold** and plain text. */
export function parseSpans(line: string): HelpSpan[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? { text: part.slice(2, -2), strong: true }
        : { text: part },
    );
}

const ORDERED = /^\d+\.\s+/;
const BULLET = /^[-*]\s+/;

/** The blocks of a Markdown body: paragraphs (consecutive lines joined), numbered and bulleted lists. */
export function parseHelpBlocks(body: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'p', spans: parseSpans(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const listType = ORDERED.test(line) ? 'ol' : BULLET.test(line) ? 'ul' : null;
    if (!line) flush();
    else if (listType) {
      flush();
      const item = parseSpans(line.replace(listType === 'ol' ? ORDERED : BULLET, ''));
      const last = blocks.at(-1);
      if (last && last.type === listType) last.items.push(item);
      else blocks.push({ type: listType, items: [item] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The body as plain text (no Markdown marks): what a language model reads. */
export const helpPlainText = (page: HelpPage): string => `${page.title}\n${page.body.replace(/\*\*/g, '')}`;
