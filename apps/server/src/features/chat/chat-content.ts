import { chatContentProblem, chatMessages as m, chatPreview, stripReplacementChars } from '@quickrdv/core';
import { sanitizeChatHtml } from '../../http/sanitize-html.js';

/** Why a message was refused: a stable code for the socket and a French text for either side. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: 'empty' | 'too_large' | 'rate_limited' | 'not_found' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** The composer's HTML made safe to store and show, with its preview; refused when empty or too long. */
export function prepareChatHtml(content: string): { html: string; preview: string } {
  const html = sanitizeChatHtml(stripReplacementChars(content));
  const problem = chatContentProblem(html);
  if (problem === 'empty') throw new ChatRefusal('empty', m.empty);
  if (problem === 'too_long') throw new ChatRefusal('too_large', m.tooLong);
  return { html, preview: chatPreview(html) };
}
