import { questionInputSchema, questionnaireInputSchema, questionnaireServicesSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { listQuestionnaires } from './questionnaires.repository.js';
import {
  addQuestion,
  createQuestionnaire,
  deleteQuestion,
  deleteQuestionnaire,
  setServices,
  updateQuestion,
  updateQuestionnaire,
} from './questionnaires.service.js';

const pro = { auth: 'pro' as const };
const tags = ['questionnaires'];
const idParams = z.object({ id: z.string().max(100) });

/** The questionnaire builder: questionnaires (AQ1), their questions (AQ2) and the services asking them. */
export const questionnairesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questionnaires',
    { config: pro, schema: { tags, summary: 'Questionnaires with their questions' } },
    async (request) => ({
      questionnaires: await listQuestionnaires(app.db, currentPro(request).id),
    }),
  );

  app.post(
    '/questionnaires',
    { config: pro, schema: { tags, summary: 'Add a questionnaire', body: questionnaireInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await createQuestionnaire(app.db, currentPro(request).id, request.body)),
  );

  app.patch(
    '/questionnaires/:id',
    {
      config: pro,
      schema: { tags, summary: 'Rename or recolour', params: idParams, body: questionnaireInputSchema },
    },
    async (request) => updateQuestionnaire(app.db, currentPro(request).id, request.params.id, request.body),
  );

  app.delete(
    '/questionnaires/:id',
    { config: pro, schema: { tags, summary: 'Delete with its questions', params: idParams } },
    async (request, reply) => {
      await deleteQuestionnaire(app.db, currentPro(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/questionnaires/:id/services',
    {
      config: pro,
      schema: {
        tags,
        summary: 'The services that ask it',
        params: idParams,
        body: questionnaireServicesSchema,
      },
    },
    async (request) =>
      setServices(app.db, currentPro(request).id, request.params.id, request.body.serviceIds),
  );

  app.post(
    '/questionnaires/:id/questions',
    { config: pro, schema: { tags, summary: 'Add a question', params: idParams, body: questionInputSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addQuestion(app.db, currentPro(request).id, request.params.id, request.body)),
  );

  app.put(
    '/questions/:id',
    {
      config: pro,
      schema: { tags, summary: 'Change a question', params: idParams, body: questionInputSchema },
    },
    async (request) => updateQuestion(app.db, currentPro(request).id, request.params.id, request.body),
  );

  app.delete(
    '/questions/:id',
    { config: pro, schema: { tags, summary: 'Delete a question', params: idParams } },
    async (request) => deleteQuestion(app.db, currentPro(request).id, request.params.id),
  );
};
