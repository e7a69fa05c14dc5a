import { staffCreateSchema, staffListSchema, staffUpdateSchema, staffViewSchema } from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { createStaff, deleteStaff, listStaff, staffDeletionImpact, updateStaff } from './staff.service.js';

const pro = { auth: 'pro' as const };
const tags = ['staff'];
const idParams = z.object({ id: z.string().max(100) });

/** Staff members ('MON PERSONNEL'): their services, working hours and notes. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    { config: pro, schema: { tags, summary: 'Staff in display order', response: { 200: staffListSchema } } },
    async (request) => {
      const staff = await listStaff(app.db, currentPro(request).id);
      return { staff, total: staff.length };
    },
  );

  app.post(
    '/staff',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Add a staff member (performing every service)',
        body: staffCreateSchema,
        response: { 201: staffViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStaff(app.db, currentPro(request).id, request.body)),
  );

  app.patch(
    '/staff/:id',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Change a staff member',
        params: idParams,
        body: staffUpdateSchema,
        response: { 200: staffViewSchema },
      },
    },
    async (request) => updateStaff(app.db, currentPro(request).id, request.params.id, request.body),
  );

  app.get(
    '/staff/:id/impact',
    {
      config: pro,
      schema: {
        tags,
        summary: 'What deleting a staff member would remove',
        params: idParams,
        response: { 200: z.object({ futureAppointments: z.number(), futureAvailabilities: z.number() }) },
      },
    },
    async (request) => staffDeletionImpact(app.db, currentPro(request).id, request.params.id),
  );

  app.delete(
    '/staff/:id',
    {
      config: pro,
      schema: {
        tags,
        summary: 'Delete a staff member and their appointments',
        params: idParams,
        response: { 200: z.object({ removedAppointments: z.number() }) },
      },
    },
    async (request) => ({
      removedAppointments: await deleteStaff(app.db, currentPro(request).id, request.params.id),
    }),
  );
};
