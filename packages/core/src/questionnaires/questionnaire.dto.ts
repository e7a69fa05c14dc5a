import type { QuestionType } from './questionnaire.schemas.js';

/** A question as the builder and the widget read it. */
export interface QuestionDto {
  id: string;
  title: string;
  description: string;
  /** Sanitised HTML. */
  richDescription: string;
  type: QuestionType;
  options: string[];
  required: boolean;
  newLine: boolean;
}

export interface QuestionnaireDto {
  id: string;
  title: string;
  /** 6 hex digits without '#'. */
  color: string;
  questions: QuestionDto[];
  /** The services that ask it (the builder only; the widget gets it per service). */
  serviceIds: string[];
}

/** One answer kept with an appointment: the question and the answer as the visitor saw and gave them. */
export interface AppointmentAnswer {
  question: string;
  answer: string;
}
