import { randomUUID } from 'node:crypto';
import { addDays, utcToZoned, type Plan } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';

/**
 * Factories for the calendar tests (availabilities, appointments, clients, notifications): staff and
 * services are written straight to their tables, as the staff and services features own their API.
 */
export async function buildStaff(
  db: Executor,
  proId: string,
  o: { prenom?: string; nom?: string; color?: string } = {},
) {
  const id = randomUUID();
  await db
    .insertInto('staff')
    .values({
      id,
      proId,
      prenom: o.prenom ?? 'Julie',
      nom: o.nom ?? 'Bernard',
      color: o.color ?? 'e91e63',
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function buildService(
  db: Executor,
  proId: string,
  o: { name?: string; color?: string | null } = {},
) {
  const id = randomUUID();
  await db
    .insertInto('services')
    .values({
      id,
      proId,
      name: o.name ?? 'Coupe homme',
      amountCents: 2500,
      durationMinutes: 30,
      color: o.color === undefined ? '4caf50' : o.color,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function setPlan(db: Executor, proId: string, plan: Plan) {
  await db.updateTable('pros').set({ plan }).where('id', '=', proId).execute();
}

/** A local day N days from today in Paris. */
export const parisDay = (n: number, now = new Date()) => addDays(utcToZoned(now, 'Europe/Paris').day, n);
