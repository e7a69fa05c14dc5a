import { helpPlainText, type HelpPage } from './help-page.js';

/** One message of an OpenAI-compatible chat completion request. */
export interface ModelMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = [
  'Tu es le Chat Bot IA de Quick RDV, un service de prise de rendez-vous en ligne pour les salons.',
  'Tu réponds en français, en quelques phrases courtes ou une liste d’étapes, au professionnel qui pose la question.',
  'Tu t’appuies uniquement sur les extraits de l’aide fournis : n’invente ni bouton, ni écran, ni prix, ni fonction.',
  'Si les extraits ne répondent pas à la question, dis simplement que tu ne sais pas.',
].join(' ');

/** The chat messages asking a model to phrase an answer from the retrieved help pages only. */
export function modelMessages(question: string, pages: HelpPage[]): ModelMessage[] {
  const passages = pages.map((page, i) => `[Extrait ${i + 1}]\n${helpPlainText(page)}`).join('\n\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Extraits de l’aide :\n\n${passages}\n\nQuestion : ${question}` },
  ];
}
