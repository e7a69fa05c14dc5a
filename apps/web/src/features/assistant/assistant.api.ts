import { api } from '../../lib/api-client';

/** Whether the server phrases answers with a language model (configured by its operator; off by default). */
export const assistantStatusKey = ['assistant', 'status'] as const;
export const fetchAssistantStatus = () => api.get<{ model: boolean }>('/assistant/status');

/** The model's wording of the help page that answers `question`; `text` is empty when it had none. */
export const askAssistantModel = (question: string) =>
  api.post<{ pageId: string | null; text: string }>('/assistant/answer', { question });
