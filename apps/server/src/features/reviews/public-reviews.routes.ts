import {
  publicReviewDtoSchema,
  publicReviewPageSchema,
  reviewInvitationDtoSchema,
  reviewMessages as m,
  reviewPageQuerySchema,
  reviewSubmitSchema,
  reviewSubmittedDtoSchema,
  slugParamsSchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { ratingTotals } from '../public-profile/public-profile.repository.js';
import { presentReview } from '../public-profile/public-profile.presenter.js';
import { requirePublicPro } from '../public-profile/public-pro.js';
import { reviewInvitation, submitReview } from './review-form.service.js';
import { findReview, reviewPage } from './reviews.repository.js';

const tags = ['reviews'];
const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The review form behind the link sent after an appointment, and every review of a salon, newest first and
 * whatever the rating (nothing is hidden), for the profile page, the widget and shared links.
 */
export const publicReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review-invitations/:token',
    {
      config: { auth: 'public' },
      schema: { tags, params: tokenParams, response: { 200: reviewInvitationDtoSchema } },
    },
    async (request) =>
      reviewInvitation(app.db, { secret: app.config.sessionSecret, token: request.params.token }),
  );

  app.post(
    '/review-invitations/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: tokenParams,
        body: reviewSubmitSchema,
        response: { 201: reviewSubmittedDtoSchema },
      },
    },
    async (request, reply) => {
      const { review, slug, proId } = await submitReview(app.db, {
        secret: app.config.sessionSecret,
        token: request.params.token,
        input: request.body,
      });
      // 'LES AVIS' open on the salon's screens shows it at once.
      app.live
        .publish(proId, { type: 'reviews.changed', at: new Date().toISOString() })
        .catch((err) => request.log.error({ err }, 'live publish failed'));
      return reply.status(201).send({ review, slug });
    },
  );

  app.get(
    '/pros/:slug/reviews',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: slugParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: publicReviewPageSchema },
      },
    },
    async (request) => {
      const pro = await requirePublicPro(app.db, request.params.slug);
      const totals = (await ratingTotals(app.db, [pro.id])).get(pro.id);
      const rows = await reviewPage(app.db, pro.id, request.query);
      return { reviews: rows.map(presentReview), total: totals?.count ?? 0 };
    },
  );

  app.get(
    '/pros/:slug/reviews/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: slugParamsSchema.extend({ id: z.string().max(100) }),
        response: { 200: publicReviewDtoSchema },
      },
    },
    async (request) => {
      const pro = await requirePublicPro(app.db, request.params.slug);
      const row = await findReview(app.db, pro.id, request.params.id);
      if (!row) throw notFound(m.reviewNotFound);
      return presentReview(row);
    },
  );
};
