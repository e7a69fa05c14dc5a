import type { QuestionInput, QuestionnaireDto, QuestionnaireInput } from '@quickrdv/core';
import { api } from '../../lib/api-client';
import { fetchServices } from '../services/services.api';

export const questionnairesKey = ['questionnaires'] as const;
const id = encodeURIComponent;

export const fetchQuestionnaires = () =>
  api.get<{ questionnaires: QuestionnaireDto[] }>('/questionnaires').then((r) => r.questionnaires);
export const createQuestionnaire = (input: QuestionnaireInput) =>
  api.post<QuestionnaireDto>('/questionnaires', input);
export const updateQuestionnaire = (qid: string, input: QuestionnaireInput) =>
  api.patch<QuestionnaireDto>(`/questionnaires/${id(qid)}`, input);
export const deleteQuestionnaire = (qid: string) => api.delete<void>(`/questionnaires/${id(qid)}`);
export const setQuestionnaireServices = (qid: string, serviceIds: string[]) =>
  api.put<QuestionnaireDto>(`/questionnaires/${id(qid)}/services`, { serviceIds });
export const addQuestion = (qid: string, input: QuestionInput) =>
  api.post<QuestionnaireDto>(`/questionnaires/${id(qid)}/questions`, input);
export const updateQuestion = (questionId: string, input: QuestionInput) =>
  api.put<QuestionnaireDto>(`/questions/${id(questionId)}`, input);
export const deleteQuestion = (questionId: string) =>
  api.delete<QuestionnaireDto>(`/questions/${id(questionId)}`);

/** The services, for the 'Prestations' choice of each questionnaire. */
export const fetchServicesList = () => fetchServices().then((r) => r.services);
