import type { HelpBlock, HelpPage, HelpTopic } from '@quickrdv/core/assistant';

/** One line of the conversation: the professional's question, or the bot's reply. */
export type ChatMessage =
  | { id: number; from: 'user'; text: string }
  | {
      id: number;
      from: 'bot';
      kind: 'answer';
      page: HelpPage;
      blocks: HelpBlock[];
      related: HelpTopic[];
      phrased?: string;
    }
  | { id: number; from: 'bot'; kind: 'unknown'; closest: HelpTopic[] }
  | { id: number; from: 'bot'; kind: 'note'; text: string; link?: { to: string; label: string } }
  | { id: number; from: 'bot'; kind: 'error'; text: string };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type NewChatMessage = WithoutId<ChatMessage>;
