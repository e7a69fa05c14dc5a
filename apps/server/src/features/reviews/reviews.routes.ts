import {
  proReviewDtoSchema,
  proReviewPageSchema,
  reviewPageQuerySchema,
  reviewReplySchema,
  reviewReportSchema,
  reviewSettingsSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import {
  deleteReply,
  listProReviews,
  replyToReview,
  reportReview,
  saveReviewSettings,
} from './reviews.service.js';

const tags = ['reviews'];
const read = { auth: 'pro' as const };
const write = { auth: 'pro' as const, live: ['reviews.changed'] as const };
const params = z.object({ id: z.string().max(100) });

/** 'LES AVIS': the professional's reviews, their public replies, reports, and the request setting. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: read,
      schema: { tags, querystring: reviewPageQuerySchema, response: { 200: proReviewPageSchema } },
    },
    async (request) => listProReviews(app.db, currentPro(request), request.query),
  );

  app.put(
    '/settings',
    { config: write, schema: { tags, body: reviewSettingsSchema, response: { 200: reviewSettingsSchema } } },
    async (request) => saveReviewSettings(app.db, currentPro(request), request.body.askForProAppointments),
  );

  app.put(
    '/:id/reply',
    {
      config: write,
      schema: { tags, params, body: reviewReplySchema, response: { 200: proReviewDtoSchema } },
    },
    async (request) => replyToReview(app.db, currentPro(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/reply',
    { config: write, schema: { tags, params, response: { 200: proReviewDtoSchema } } },
    async (request) => deleteReply(app.db, currentPro(request), request.params.id),
  );

  app.post(
    '/:id/report',
    {
      config: write,
      schema: { tags, params, body: reviewReportSchema, response: { 200: proReviewDtoSchema } },
    },
    async (request) => reportReview(app.db, currentPro(request), request.params.id, request.body),
  );
};
