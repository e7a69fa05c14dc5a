import {
  appointmentCreateSchema,
  appointmentDtoSchema,
  appointmentUpdateSchema,
  dayRangeQuerySchema,
} from '@quickrdv/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPro } from '../auth/session.plugin.js';
import { appointmentsBetween, readAppointment } from './appointments.queries.js';
import { createAppointment, deleteAppointment, updateAppointment } from './appointments.service.js';

const tags = ['appointments'];
const read = { auth: 'pro' as const };
// An appointment can take or release an availability, which the other calendar shows as booked.
const write = { auth: 'pro' as const, live: ['appointments.changed', 'availabilities.changed'] as const };
const params = z.object({ id: z.string().max(100) });

/** The client appointments calendar ('Calendrier Clients') of the logged-in professional. */
export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof currentPro>[0]) => ({
    db: app.db,
    dialect: app.dialect,
    pro: currentPro(request),
  });

  app.get(
    '/',
    {
      config: read,
      schema: {
        tags,
        querystring: dayRangeQuerySchema,
        response: { 200: z.object({ appointments: z.array(appointmentDtoSchema) }) },
      },
    },
    async (request) => ({
      appointments: await appointmentsBetween(
        app.db,
        currentPro(request),
        request.query.from,
        request.query.to,
      ),
    }),
  );

  app.get(
    '/:id',
    { config: read, schema: { tags, params, response: { 200: appointmentDtoSchema } } },
    async (request) => readAppointment(app.db, currentPro(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: write,
      schema: { tags, body: appointmentCreateSchema, response: { 201: appointmentDtoSchema } },
    },
    async (request, reply) => {
      const appointment = await createAppointment({ ...ctx(request), input: request.body });
      app.jobs.wake(); // an 'Immédiatement' reminder goes out now rather than at the next poll
      return reply.status(201).send(appointment);
    },
  );

  app.patch(
    '/:id',
    {
      config: write,
      schema: { tags, params, body: appointmentUpdateSchema, response: { 200: appointmentDtoSchema } },
    },
    async (request) => {
      const appointment = await updateAppointment({
        ...ctx(request),
        id: request.params.id,
        input: request.body,
      });
      app.jobs.wake();
      return appointment;
    },
  );

  app.delete('/:id', { config: write, schema: { tags, params } }, async (request, reply) => {
    await deleteAppointment({
      db: app.db,
      pro: currentPro(request),
      id: request.params.id,
      publicUrl: app.config.publicUrl,
    });
    return reply.status(204).send();
  });
};
