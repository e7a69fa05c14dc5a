import { describe, expect, it } from 'vitest';
import {
  CHAT_MAX_TEXT_CHARS,
  chatContentProblem,
  chatHtmlText,
  chatPreview,
  compareConversations,
  mergeChatMessages,
  stripReplacementChars,
  visitorLabel,
} from './chat-rules.js';
import { CHAT_EMOJIS } from './chat-emojis.js';

describe('chatContentProblem', () => {
  it('refuses a message whose text is empty after trimming, whatever its tags', () => {
    for (const html of [
      '',
      '   ',
      '<p> </p>',
      '<p>&nbsp;</p><p><br></p>',
      '<ul><li></li></ul>',
      '<a href="https://x.fr"></a>',
    ])
      expect(chatContentProblem(html)).toBe('empty');
  });

  it('accepts formatted text and a lone emoji', () => {
    expect(chatContentProblem('<p><strong>Bonjour</strong>, <em>une</em> question</p>')).toBeNull();
    expect(chatContentProblem('<p>😀</p>')).toBeNull();
  });

  it('caps the text at 4,000 characters, counting an emoji as one', () => {
    expect(chatContentProblem(`<p>${'é'.repeat(CHAT_MAX_TEXT_CHARS)}</p>`)).toBeNull();
    expect(chatContentProblem(`<p>${'😀'.repeat(CHAT_MAX_TEXT_CHARS)}</p>`)).toBeNull();
    expect(chatContentProblem(`<p>${'😀'.repeat(CHAT_MAX_TEXT_CHARS + 1)}</p>`)).toBe('too_long');
    expect(chatContentProblem(`<p>${'a'.repeat(CHAT_MAX_TEXT_CHARS + 1)}</p>`)).toBe('too_long');
  });

  it('caps the HTML at 16 KB even when the text is short', () => {
    const html = Array.from({ length: 2000 }, () => '<p><strong>a</strong></p>').join('');
    expect(chatHtmlText(html).length).toBeLessThan(CHAT_MAX_TEXT_CHARS);
    expect(chatContentProblem(html)).toBe('too_long');
  });
});

describe('chatHtmlText', () => {
  it('reads entities and separates paragraphs and items', () => {
    expect(chatHtmlText('<p>A &amp; B &lt;3</p><ul><li>un</li><li>deux</li></ul>')).toBe('A & B <3 un deux');
    expect(chatHtmlText('<p>caf&#233; &#x1F600;</p>')).toBe('café 😀');
  });
});

describe('stripReplacementChars', () => {
  it('drops U+FFFD only', () => {
    expect(stripReplacementChars('Bon\uFFFDjour é')).toBe('Bonjour é');
  });
});

describe('chatPreview', () => {
  it('cuts long texts with an ellipsis, never inside an emoji', () => {
    const preview = chatPreview(`<p>${'😀'.repeat(200)}</p>`);
    expect([...preview]).toHaveLength(140);
    expect(preview.endsWith('😀…')).toBe(true);
    expect(chatPreview('<p>Court</p>')).toBe('Court');
  });
});

describe('compareConversations', () => {
  it('puts the latest message first, ties by id', () => {
    const list = [
      { id: 'a', lastMessageAt: '2026-01-01T10:00:00.000Z' },
      { id: 'c', lastMessageAt: '2026-01-02T10:00:00.000Z' },
      { id: 'b', lastMessageAt: '2026-01-02T10:00:00.000Z' },
    ].sort(compareConversations);
    expect(list.map((c) => c.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('mergeChatMessages', () => {
  it('keeps each message once, oldest first, and the newest `keep`', () => {
    const local = [
      { id: '1', sentAt: '2026-01-01T10:00:00.000Z', html: 'old copy' },
      { id: '2', sentAt: '2026-01-01T10:01:00.000Z', html: 'b' },
    ];
    const server = [
      { id: '1', sentAt: '2026-01-01T10:00:00.000Z', html: 'server copy' },
      { id: '3', sentAt: '2026-01-01T09:00:00.000Z', html: 'c' },
    ];
    expect(mergeChatMessages(10, local, server).map((m) => [m.id, m.html])).toEqual([
      ['3', 'c'],
      ['1', 'server copy'],
      ['2', 'b'],
    ]);
    expect(mergeChatMessages(2, local, server).map((m) => m.id)).toEqual(['1', '2']);
  });
});

describe('visitorLabel and the emojis', () => {
  it('names a visitor by the start of their id', () => {
    expect(visitorLabel('3f2a9c1e-0000-4000-8000-000000000000')).toBe('Visiteur 3F2A');
  });
  it('offers about 64 distinct emojis', () => {
    expect(new Set(CHAT_EMOJIS).size).toBe(64);
  });
});
