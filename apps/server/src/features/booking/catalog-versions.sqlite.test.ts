import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingTestApp } from '../../test/booking-test-app.js';
import { purgeOrphanCatalogVersions } from './catalog-cache.js';

/* SQLite only: PostgreSQL has the table but no triggers, and reads the catalogue each time (migration 0026). */
const ctx = bookingTestApp();

const db = ctx.db;
const salon = () => ctx.salon({ nomSociete: 'Salon Catalogue' });
const versionOf = async (proId: string) =>
  (await db().selectFrom('catalogVersions').select('version').where('proId', '=', proId).executeTakeFirst())
    ?.version ?? null;

describe('catalog_versions (migration 0026)', () => {
  it('changes with every write to services, categories, staff and their links, and only then', async () => {
    const s = await salon();
    const other = await salon();
    const seen = [await versionOf(s.pro.id)];
    const changed = async (write: () => Promise<unknown>) => {
      await write();
      const v = await versionOf(s.pro.id);
      expect(seen).not.toContain(v);
      seen.push(v);
    };
    expect(seen[0]).not.toBeNull(); // bookableSalon wrote services and staff
    await changed(() =>
      db().updateTable('services').set({ durationMinutes: 45 }).where('id', '=', s.cut).execute(),
    );
    await changed(() =>
      db().updateTable('serviceCategories').set({ name: 'Coupes' }).where('proId', '=', s.pro.id).execute(),
    );
    await changed(() =>
      db()
        .deleteFrom('staffServices')
        .where('staffId', '=', s.marc)
        .where('serviceId', '=', s.beard)
        .execute(),
    );
    await changed(() =>
      db().insertInto('staffServices').values({ staffId: s.marc, serviceId: s.color }).execute(),
    );
    await changed(() =>
      db().updateTable('staff').set({ prenom: 'Marco' }).where('id', '=', s.marc).execute(),
    );
    // A staff member's deletion cascades to their links, whose triggers find them gone: nothing fails.
    await changed(() => db().deleteFrom('staff').where('id', '=', s.marc).execute());
    await changed(() => db().deleteFrom('services').where('id', '=', s.beard).execute());
    // A write undone leaves the version as it was.
    const before = await versionOf(s.pro.id);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('services').set({ name: 'Coupe longue' }).where('id', '=', s.cut).execute();
          throw new Error('annulé');
        }),
    ).rejects.toThrow('annulé');
    expect(await versionOf(s.pro.id)).toBe(before);
    // Other tables, and another salon's catalogue, leave it alone.
    await db()
      .insertInto('clients')
      .values({
        id: randomUUID(),
        proId: s.pro.id,
        type: 'client pro',
        nom: 'Durand',
        prenom: 'Léa',
        createdAt: new Date().toISOString(),
      })
      .execute();
    await db().updateTable('services').set({ durationMinutes: 20 }).where('id', '=', other.cut).execute();
    expect(await versionOf(s.pro.id)).toBe(before);
  });
});

describe('a professional gone', () => {
  it('leaves a catalogue number that the maintenance purge removes, and only that one', async () => {
    const gone = await salon();
    const kept = await salon();
    expect(await versionOf(gone.pro.id)).not.toBeNull();
    // The deletion cascades to the services and staff, whose triggers run while the professional is gone.
    await db().deleteFrom('pros').where('id', '=', gone.pro.id).execute();
    expect(await versionOf(gone.pro.id)).not.toBeNull();
    await purgeOrphanCatalogVersions(db());
    expect(await versionOf(gone.pro.id)).toBeNull();
    expect(await versionOf(kept.pro.id)).not.toBeNull();
  });
});
