import type { AssistantAnswer } from '@quickrdv/core';
import { modelMessages } from '@quickrdv/core/assistant';
import type { FastifyBaseLogger } from 'fastify';
import type { AssistantModelConfig } from '../../config.js';
import { helpBase } from './help-base.js';
import { completeChat } from './model-client.js';

// The passages a model reads: the best page and the next two, which often hold the rest of the answer.
const PASSAGES = 3;

/**
 * The model's wording of the help page that answers `question`, from the retrieved pages only. No model,
 * a question the help base cannot answer, or any failure of the model (error, timeout): an empty text, and
 * the assistant shows the page as it is.
 */
export async function answerQuestion({
  question,
  model,
  log,
}: {
  question: string;
  model: AssistantModelConfig | null;
  log: FastifyBaseLogger;
}): Promise<AssistantAnswer> {
  const index = helpBase();
  const answer = index.answer(question);
  if (answer.kind === 'unknown') return { pageId: null, text: '' };
  const pageId = answer.page.id;
  if (!model) return { pageId, text: '' };
  const pages = index
    .rank(question)
    .slice(0, PASSAGES)
    .map((r) => r.page);
  try {
    return { pageId, text: await completeChat(model, modelMessages(question, pages)) };
  } catch (error) {
    log.warn({ err: error }, 'assistant model failed; plain answer');
    return { pageId, text: '' };
  }
}
