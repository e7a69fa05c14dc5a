/** Tables of the questionnaires a salon attaches to its services (migration 0018). */
import type { Generated } from 'kysely';

export interface QuestionnairesTable {
  id: string;
  proId: string;
  title: string;
  color: string;
  position: Generated<number>;
  createdAt: string;
}

export interface QuestionsTable {
  id: string;
  proId: string;
  questionnaireId: string;
  position: Generated<number>;
  title: string;
  description: Generated<string>;
  richDescription: Generated<string>;
  type: string;
  options: Generated<string>;
  required: Generated<number>;
  newLine: Generated<number>;
  createdAt: string;
}
