import type { Executor } from '../../db/database.js';

export type ServiceLine = { name: string; amountCents: number };

/** The services of these appointments with their current price, in the catalogue's order. */
export async function serviceLinesOf(
  db: Executor,
  appointmentIds: string[],
): Promise<Map<string, ServiceLine[]>> {
  const map = new Map<string, ServiceLine[]>();
  for (let i = 0; i < appointmentIds.length; i += 500) {
    const rows = await db
      .selectFrom('appointmentServices as x')
      .innerJoin('services as s', 's.id', 'x.serviceId')
      .select(['x.appointmentId', 's.name', 's.amountCents'])
      .where('x.appointmentId', 'in', appointmentIds.slice(i, i + 500))
      .orderBy('s.position')
      .orderBy('s.name')
      .execute();
    for (const r of rows)
      map.set(r.appointmentId, [
        ...(map.get(r.appointmentId) ?? []),
        { name: r.name, amountCents: r.amountCents },
      ]);
  }
  return map;
}
