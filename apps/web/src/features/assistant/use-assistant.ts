import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { askAssistantModel, assistantStatusKey, fetchAssistantStatus } from './assistant.api';
import type { ChatMessage, NewChatMessage } from './assistant-messages';
import { assistantStrings as t } from './assistant.strings';
import { loadHelp, type HelpKit } from './load-help';

/** The plain answer, or the model's wording of it when the server has one (any failure: the plain answer). */
async function replyTo(
  { index, blocks }: HelpKit,
  question: string,
  useModel: boolean,
): Promise<NewChatMessage> {
  if (!index.pages.length) return { from: 'bot', kind: 'error', text: t.emptyReply };
  const answer = index.answer(question);
  if (answer.kind === 'unknown') return { from: 'bot', kind: 'unknown', closest: answer.closest };
  const plain = {
    from: 'bot' as const,
    kind: 'answer' as const,
    page: answer.page,
    blocks: blocks(answer.page.body),
    related: answer.related,
  };
  if (!useModel) return plain;
  try {
    const reply = await askAssistantModel(question);
    const page = index.pages.find((p) => p.id === reply.pageId);
    if (!reply.text.trim() || !page) return plain;
    return { ...plain, page, blocks: blocks(page.body), phrased: reply.text.trim() };
  } catch {
    return plain;
  }
}

/** The conversation with the Chat Bot IA: questions answered from the help base, one at a time. */
export function useAssistant(active: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  // Asked once the panel is open; a failure reads as 'no model'.
  const status = useQuery({
    queryKey: assistantStatusKey,
    queryFn: fetchAssistantStatus,
    staleTime: Infinity,
    enabled: active,
  });

  const push = useCallback((message: NewChatMessage) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id } as ChatMessage]);
  }, []);

  const ask = useCallback(
    async (question: string) => {
      const text = question.trim();
      // A blank question is not sent (the specification).
      if (!text || pending) return;
      push({ from: 'user', text });
      setPending(true);
      try {
        const kit = await loadHelp();
        push(await replyTo(kit, text, status.data?.model === true));
      } catch {
        push({ from: 'bot', kind: 'error', text: t.networkError });
      } finally {
        setPending(false);
      }
    },
    [pending, push, status.data],
  );

  /** Shows a help page chosen among the related or closest topics. */
  const showTopic = useCallback(
    async (id: string) => {
      try {
        const { index, blocks } = await loadHelp();
        const page = index.pages.find((p) => p.id === id);
        if (page) push({ from: 'bot', kind: 'answer', page, blocks: blocks(page.body), related: [] });
      } catch {
        push({ from: 'bot', kind: 'error', text: t.networkError });
      }
    },
    [push],
  );

  return { messages, pending, ask, showTopic, push };
}
