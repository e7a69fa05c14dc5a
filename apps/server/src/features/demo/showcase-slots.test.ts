import { addDays, daysBetween, utcToZoned, weekdayOf, type SlotSearchReply } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { demoOpeningHours, demoServices } from './demo-salon.data.js';
import { findProBySlug } from '../account/pros.repository.js';
import { ensureShowcaseSalon, SHOWCASE_SLUG, topUpShowcase } from './demo.service.js';

/**
 * The showcase salon must show the whole journey: every service, and visits of two services, can be booked
 * on each open day (the home page advertises exactly those).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureShowcaseSalon(t.database.db);
});
afterAll(() => t.close());

const COMBOS = [
  ['Coupe brushing femme', 'Soin profond à la kératine'],
  ['Balayage', 'Brushing'],
  ['Coupe homme', 'Taille de barbe'],
  ['Couleur racines', 'Coupe brushing femme'],
];

async function slotDays(serviceIds: string[], from: string, days: number) {
  const query = new URLSearchParams({ from, days: String(days), serviceIds: serviceIds.join(',') });
  const res = await t.app.inject({ url: `/api/v1/public/pros/${SHOWCASE_SLUG}/slots?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<SlotSearchReply>().days.map((d) => [d.day, d.slots.length]));
}

describe(`showcase salon (${testDialect})`, () => {
  it('offers every service, and two-service visits, on every open day of the next two weeks', async () => {
    const profile = await t.app.inject({ url: `/api/v1/public/pros/${SHOWCASE_SLUG}` });
    expect(profile.statusCode).toBe(200);
    const idOf = new Map<string, string>(
      (
        profile.json() as { serviceCategories: { services: { id: string; name: string }[] }[] }
      ).serviceCategories
        .flatMap((c) => c.services)
        .map((s) => [s.name, s.id]),
    );
    expect(idOf.size).toBe(demoServices.length);
    // From the day after tomorrow: tomorrow's first hours may be within the booking notice.
    const from = addDays(utcToZoned(new Date(), 'Europe/Paris').day, 2);
    const openDays = Array.from({ length: 14 }, (_, i) => addDays(from, i)).filter(
      (day) => demoOpeningHours[weekdayOf(day)],
    );
    expect(openDays.length).toBeGreaterThanOrEqual(9);
    const visits = [...demoServices.map(([, name]) => [name]), ...COMBOS];
    for (const names of visits) {
      const days = await slotDays(
        names.map((n) => idOf.get(n)!),
        from,
        14,
      );
      for (const day of openDays)
        expect(days.get(day) ?? 0, `${names.join(' + ')} on ${day}`).toBeGreaterThan(0);
    }
  });
});

describe(`showcase top-up (${testDialect})`, () => {
  it('publishes the days that came since, up to four weeks ahead, and nothing twice', async () => {
    const showcase = (await findProBySlug(t.database.db, SHOWCASE_SLUG))!;
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('availabilities')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('proId', '=', showcase.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await topUpShowcase(t.database.db)).toBe(0);
    // Ten days later, the ten days past the last published one are published.
    const later = new Date(Date.now() + 10 * 86_400_000);
    const added = await topUpShowcase(t.database.db, later);
    expect(added).toBeGreaterThan(0);
    expect(await count()).toBe(before + added);
    expect(await topUpShowcase(t.database.db, later)).toBe(0);
    const last = await t.database.db
      .selectFrom('availabilities')
      .select((eb) => eb.fn.max('startsAt').as('last'))
      .where('proId', '=', showcase.id)
      .executeTakeFirstOrThrow();
    const horizon = addDays(utcToZoned(later, 'Europe/Paris').day, 28);
    expect(utcToZoned(new Date(String(last.last)), 'Europe/Paris').day <= horizon).toBe(true);
    expect(daysBetween(utcToZoned(new Date(String(last.last)), 'Europe/Paris').day, horizon)).toBeLessThan(4);
  });
});
