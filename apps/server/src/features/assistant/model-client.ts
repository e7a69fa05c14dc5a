import type { ModelMessage } from '@quickrdv/core/assistant';
import type { AssistantModelConfig } from '../../config.js';

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * Asks an OpenAI-compatible chat completion API for a reply; throws on any failure (network, status,
 * timeout, a reply without text), which the caller turns into the plain answer.
 */
export async function completeChat(model: AssistantModelConfig, messages: ModelMessage[]): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (model.key) headers.authorization = `Bearer ${model.key}`;
  const response = await fetch(`${model.url}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: model.model, messages, temperature: 0.2, max_tokens: 500 }),
    signal: AbortSignal.timeout(model.timeoutMs),
  });
  if (!response.ok) throw new Error(`model answered ${response.status}`);
  const body = (await response.json()) as ChatCompletion;
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('model reply without text');
  return content.trim();
}
