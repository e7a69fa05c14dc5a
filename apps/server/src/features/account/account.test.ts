import { randomUUID } from 'node:crypto';
import { accountMessages, EMAIL_UNDO_PATH, recoveryMessages, zonedTimeToUtc } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailedLinkToken } from '../../test/mail-links.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { DELETION_GRACE_DAYS, purgeDeletedAccounts } from './deletion-purge.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const proRow = (id: string) =>
  t.database.db.selectFrom('pros').selectAll().where('id', '=', id).executeTakeFirst();
const login = (email: string, password: string) =>
  new TestClient(t.app).post('/api/v1/auth/login', { email, password });
const mailsTo = (recipient: string) =>
  t.database.db.selectFrom('outboxMessages').select('subject').where('recipient', '=', recipient).execute();

describe('PUT /account/password', () => {
  it('refuses a wrong old password with the spec’s message, and changes nothing', async () => {
    const { client, input, pro } = await signedUpPro(t.app);
    const hashBefore = (await proRow(pro.id))!.passwordHash;
    const res = await client.put('/api/v1/account/password', {
      oldPassword: 'pas-le-bon-mdp',
      newPassword: 'nouveau-mdp-123',
      confirmation: 'nouveau-mdp-123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: accountMessages.passwordChangeFailed,
      fields: { oldPassword: accountMessages.wrongOldPassword },
    });
    expect((await proRow(pro.id))!.passwordHash).toBe(hashBefore);
    expect((await client.get('/api/v1/account')).statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  it('refuses a new password that is too short or not confirmed, naming the field', async () => {
    const { client, input } = await signedUpPro(t.app);
    const short = await client.put('/api/v1/account/password', {
      oldPassword: input.password,
      newPassword: 'court',
      confirmation: 'court',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    const mismatch = await client.put('/api/v1/account/password', {
      oldPassword: input.password,
      newPassword: 'nouveau-mdp-123',
      confirmation: 'nouveau-mdp-124',
    });
    expect(mismatch.json().fields.confirmation).toBe('Les deux mots de passe ne correspondent pas.');
    expect((await login(input.email, input.password)).statusCode).toBe(200);
  });

  it('changes it, revokes every other session and keeps this browser logged in', async () => {
    const { client, input } = await signedUpPro(t.app);
    const otherBrowser = new TestClient(t.app);
    expect(
      (await otherBrowser.post('/api/v1/auth/login', { email: input.email, password: input.password }))
        .statusCode,
    ).toBe(200);
    const res = await client.put('/api/v1/account/password', {
      oldPassword: input.password,
      newPassword: 'nouveau-mdp-123',
      confirmation: 'nouveau-mdp-123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountMessages.passwordChanged);

    expect((await otherBrowser.get('/api/v1/account')).statusCode).toBe(401);
    expect((await client.get('/api/v1/account')).statusCode).toBe(200);
    // The fresh CSRF token of the new session works for writes.
    expect((await client.delete('/api/v1/account/deletion-request')).statusCode).toBe(200);
    expect((await login(input.email, 'nouveau-mdp-123')).statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
  });
});

describe('PUT /account/email', () => {
  it('changes the login e-mail with the current password: the new one logs in, the old one no longer does', async () => {
    const { client, input } = await signedUpPro(t.app);
    const email = `nouvel-identifiant-${randomUUID().slice(0, 8)}@example.fr`;
    const res = await client.put('/api/v1/account/email', {
      email: `  ${email.toUpperCase()} `,
      password: input.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountMessages.identityChanged);
    expect((await client.get('/api/v1/account')).json().email).toBe(email);
    expect((await login(email, input.password)).statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
  });

  it('refuses a missing or wrong current password, naming the field, and changes nothing', async () => {
    const { client, pro, input } = await signedUpPro(t.app);
    const email = `vole-${randomUUID().slice(0, 8)}@example.fr`;
    const missing = await client.put('/api/v1/account/email', { email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.password).toBe('Veuillez saisir votre mot de passe actuel.');
    const wrong = await client.put('/api/v1/account/email', { email, password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: accountMessages.identityChangeFailed,
      fields: { password: recoveryMessages.wrongPassword },
    });
    expect((await proRow(pro.id))!.email).toBe(input.email);
    const undoLinks = await t.database.db
      .selectFrom('accountTokens')
      .select('id')
      .where('proId', '=', pro.id)
      .execute();
    expect(undoLinks).toEqual([]);
  });

  it('revokes the other sessions, keeps this one, and mails the old address a link that undoes the change', async () => {
    const { client, input, pro } = await signedUpPro(t.app);
    const otherBrowser = new TestClient(t.app);
    expect((await otherBrowser.post('/api/v1/auth/login', input)).statusCode).toBe(200);
    const email = `nouveau-${randomUUID().slice(0, 8)}@example.fr`;
    expect((await client.put('/api/v1/account/email', { email, password: input.password })).statusCode).toBe(
      200,
    );
    expect((await otherBrowser.get('/api/v1/account')).statusCode).toBe(401);
    expect((await client.get('/api/v1/account')).statusCode).toBe(200);

    // The old address is told, with the undo link; opening it restores the old login and ends every session.
    const token = await mailedLinkToken(t.app, input.email, EMAIL_UNDO_PATH);
    expect((await mailsTo(input.email)).map((m) => m.subject)).toContain(
      'Votre identifiant Quick RDV a été modifié',
    );
    const undo = await new TestClient(t.app).post('/api/v1/auth/email-undo', { token });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toBe(recoveryMessages.emailRestored);
    expect((await proRow(pro.id))!.email).toBe(input.email);
    expect((await client.get('/api/v1/account')).statusCode).toBe(401);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
    expect((await login(email, input.password)).statusCode).toBe(401);
    // Single use.
    const again = await new TestClient(t.app).post('/api/v1/auth/email-undo', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.token).toBe(recoveryMessages.linkInvalid);
  });

  it('undo links work for 7 days, not after', async () => {
    const { client, input, pro } = await signedUpPro(t.app);
    const email = `tard-${randomUUID().slice(0, 8)}@example.fr`;
    await client.put('/api/v1/account/email', { email, password: input.password });
    const token = await mailedLinkToken(t.app, input.email, EMAIL_UNDO_PATH);
    const link = await t.database.db
      .selectFrom('accountTokens')
      .select(['createdAt', 'expiresAt'])
      .where('proId', '=', pro.id)
      .where('kind', '=', 'emailUndo')
      .executeTakeFirstOrThrow();
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * 86_400_000);
    await t.database.db
      .updateTable('accountTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('proId', '=', pro.id)
      .execute();
    const late = await new TestClient(t.app).post('/api/v1/auth/email-undo', { token });
    expect(late.statusCode).toBe(400);
    expect((await proRow(pro.id))!.email).toBe(email);
  });

  it('refuses the e-mail of another account with 409, and changes nothing', async () => {
    const { client, pro, input } = await signedUpPro(t.app);
    const other = await signedUpPro(t.app);
    const res = await client.put('/api/v1/account/email', {
      email: other.input.email,
      password: input.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: accountMessages.identityChangeFailed,
      fields: { email: accountMessages.emailTaken },
    });
    expect((await proRow(pro.id))!.email).toBe(pro.email);
    expect((await proRow(other.pro.id))!.email).toBe(other.pro.email);
  });

  it('refuses an invalid e-mail with 400 naming the field', async () => {
    const { client, pro, input } = await signedUpPro(t.app);
    const res = await client.put('/api/v1/account/email', {
      email: 'pas-un-email',
      password: input.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Veuillez saisir une adresse e-mail valide.');
    expect((await proRow(pro.id))!.email).toBe(pro.email);
  });
});

describe('account deletion', () => {
  it('records a request with the spec’s message, and withdraws it', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const res = await client.post('/api/v1/account/deletion-request');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountMessages.deletionRequested);
    const requestedAt = res.json().requestedAt as string;
    expect((await proRow(pro.id))!.deletionRequestedAt).toBe(requestedAt);
    expect((await client.get('/api/v1/account')).json().deletionRequestedAt).toBe(requestedAt);
    // Asking twice keeps the first date: the grace period does not restart.
    expect((await client.post('/api/v1/account/deletion-request')).json().requestedAt).toBe(requestedAt);

    const withdraw = await client.delete('/api/v1/account/deletion-request');
    expect(withdraw.statusCode).toBe(200);
    expect((await proRow(pro.id))!.deletionRequestedAt).toBeNull();
  });

  it(`purges an account ${DELETION_GRACE_DAYS} days after the request, not before`, async () => {
    const doomed = await signedUpPro(t.app);
    const kept = await signedUpPro(t.app);
    const requested = await doomed.client.post('/api/v1/account/deletion-request');
    const requestedAt = new Date(requested.json().requestedAt as string);
    const day = 86_400_000;

    await purgeDeletedAccounts(t.database.db, new Date(requestedAt.getTime() + 13 * day));
    await purgeDeletedAccounts(t.database.db, new Date(requestedAt.getTime() + 14 * day - 60_000));
    expect(await proRow(doomed.pro.id)).toBeDefined();
    expect((await doomed.client.get('/api/v1/account')).statusCode).toBe(200);

    const purged = await purgeDeletedAccounts(
      t.database.db,
      new Date(requestedAt.getTime() + 14 * day + 60_000),
    );
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await proRow(doomed.pro.id)).toBeUndefined();
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('proId', '=', doomed.pro.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await doomed.client.get('/api/v1/account')).statusCode).toBe(401);
    expect(await proRow(kept.pro.id)).toBeDefined();
  });

  it('does not purge an account whose request was withdrawn', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await client.post('/api/v1/account/deletion-request');
    await client.delete('/api/v1/account/deletion-request');
    await purgeDeletedAccounts(t.database.db, new Date(Date.now() + 30 * 86_400_000));
    expect(await proRow(pro.id)).toBeDefined();
  });
});

describe('GET /account/plan', () => {
  it('is the free plan by default and counts the availabilities of the current month in Europe/Paris', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const other = await signedUpPro(t.app);
    const { monthStart, nextMonthStart } = parisMonthBounds(new Date());
    const second = 1000;
    const insert = (proId: string, start: Date) =>
      t.database.db
        .insertInto('availabilities')
        .values({
          id: randomUUID(),
          proId,
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
          createdAt: new Date().toISOString(),
        })
        .execute();
    // Midnight in Paris is 22:00 or 23:00 UTC the day before: a UTC month would count the wrong rows.
    await insert(pro.id, new Date(monthStart.getTime() - second)); // last second of the previous month
    await insert(pro.id, monthStart); // first instant of this month
    await insert(pro.id, new Date(nextMonthStart.getTime() - second)); // last second of this month
    await insert(pro.id, nextMonthStart); // first instant of next month
    await insert(other.pro.id, monthStart);

    const res = await client.get('/api/v1/account/plan');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plan).toBe('gratuit');
    expect(body.usage).toEqual({ used: 2, cap: 20 });
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual(['gratuit', 'basic', 'Premium']);
  });

  it('has no cap on a paid plan', async () => {
    const { client, pro } = await signedUpPro(t.app);
    await t.database.db.updateTable('pros').set({ plan: 'Premium' }).where('id', '=', pro.id).execute();
    const res = await client.get('/api/v1/account/plan');
    expect(res.json()).toMatchObject({ plan: 'Premium', usage: { used: 0, cap: null } });
  });
});

/** First instant of the current calendar month in Paris, and of the next one. */
function parisMonthBounds(now: Date): { monthStart: Date; nextMonthStart: Date } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return {
    monthStart: zonedTimeToUtc(day(year, month), '00:00', 'Europe/Paris'),
    nextMonthStart: zonedTimeToUtc(
      month === 12 ? day(year + 1, 1) : day(year, month + 1),
      '00:00',
      'Europe/Paris',
    ),
  };
}
