import { reviewMessages as m, reviewReportReasonLabels } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { buildService, parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody } from '../booking/booking.fixtures.js';
import { sweepReviewRequests } from './review-requests.js';

let t: TestApp;
beforeAll(async () => {
  // The worker is off: each test sweeps and sends by hand, at the instant it chooses.
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const HOUR = 3_600_000;
const sweep = (now = new Date()) =>
  sweepReviewRequests(db(), { secret: t.app.config.sessionSecret, publicUrl: t.app.config.publicUrl, now });
const inv = (token: string) => `/api/v1/public/review-invitations/${token}`;
const give = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: inv(token), payload: body as object });

async function salon(nomSociete = 'Salon Lumière') {
  const p = await signedUpPro(t.app, { nomSociete });
  const serviceId = await buildService(db(), p.pro.id, { name: 'Coupe femme' });
  await db().updateTable('pros').set({ onboardingDone: 1 }).where('id', '=', p.pro.id).execute();
  const slug = (
    await db().selectFrom('pros').select('slug').where('id', '=', p.pro.id).executeTakeFirstOrThrow()
  ).slug;
  let n = 0;
  /** A client and their appointment yesterday (or `daysAgo`), entered by the salon. */
  const pastAppointment = async (
    o: { prenom?: string; email?: string; tel?: string; daysAgo?: number } = {},
  ) => {
    n++;
    const client = (
      await p.client.post('/api/v1/clients', {
        nom: 'Durand',
        prenom: o.prenom ?? 'Sophie',
        email: o.email ?? `sophie${n}-${p.pro.id.slice(0, 6)}@example.fr`,
        telPortable: o.tel ?? '',
      })
    ).json();
    const res = await p.client.post('/api/v1/appointments', {
      clientId: client.id,
      serviceIds: [serviceId],
      day: parisDay(-(o.daysAgo ?? 1)),
      start: `${String(8 + (n % 10)).padStart(2, '0')}:00`,
      end: `${String(8 + (n % 10)).padStart(2, '0')}:45`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  return { ...p, slug, serviceId, pastAppointment };
}

/** The link the last review request e-mail of that appointment carries. */
async function linkOf(appointmentId: string) {
  const job = await db()
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'review.request')
    .where('payload', 'like', `%${appointmentId}%`)
    .executeTakeFirstOrThrow();
  const url = (JSON.parse(job.payload) as { url: string }).url;
  expect(url).toMatch(/^http:\/\/localhost:3000\/rendez-vous-en-ligne\/avis\/[\w-]{40,}$/);
  return url.split('/').pop()!;
}

const jobsOfKind = () => db().selectFrom('jobs').selectAll().where('kind', '=', 'review.request').execute();

describe(`review requests (${testDialect})`, () => {
  it('asks the client of an ended appointment once, by e-mail and SMS, and the e-mail carries the link', async () => {
    const s = await salon();
    const id = await s.pastAppointment({ prenom: 'Léa', tel: '06 12 34 56 78' });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await sweep()).toBe(0);
    const jobs = (await jobsOfKind()).filter((j) => j.payload.includes(id));
    expect(jobs.map((j) => JSON.parse(j.payload).channel).sort()).toEqual(['email', 'sms']);
    await t.app.jobs.runOnce();
    const outbox = await db()
      .selectFrom('outboxMessages')
      .selectAll()
      .where('proId', '=', s.pro.id)
      .execute();
    const mail = outbox.find((o) => o.channel === 'email')!;
    expect(mail.subject).toBe('Votre avis sur Salon Lumière');
    expect(mail.body).toContain('Bonjour Léa,');
    expect(mail.body).toContain(await linkOf(id));
    expect(outbox.find((o) => o.channel === 'sms')).toMatchObject({ recipient: '+33612345678' });
  });

  it('does not ask for future appointments, old ones, opted-out salon appointments or demo salons', async () => {
    const s = await salon();
    const old = await s.pastAppointment({ daysAgo: 9 });
    const coming = (
      await s.client.post('/api/v1/appointments', {
        clientId: (
          await s.client.post('/api/v1/clients', { nom: 'A', prenom: 'B', email: 'b@example.fr' })
        ).json().id,
        serviceIds: [s.serviceId],
        day: parisDay(2),
        start: '10:00',
        end: '10:30',
      })
    ).json().id as string;
    expect(
      (await s.client.put('/api/v1/reviews/settings', { askForProAppointments: false })).statusCode,
    ).toBe(200);
    const optedOut = await s.pastAppointment();
    await sweep();
    const asked = (await db().selectFrom('reviewInvitations').select('appointmentId').execute()).map(
      (r) => r.appointmentId,
    );
    for (const id of [old, coming, optedOut]) expect(asked).not.toContain(id);
    expect((await s.client.get('/api/v1/reviews')).json().askForProAppointments).toBe(false);
  });

  it('asks the visitor of an online booking with what they typed, whatever the salon setting', async () => {
    const p = await signedUpPro(t.app);
    const b = await bookableSalon(db(), p.pro.id);
    await p.client.put('/api/v1/reviews/settings', { askForProAppointments: false });
    const slotId = await addSlot(db(), p.pro.id, { day: parisDay(3), time: '10:00', staffId: b.anna });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/pros/${b.slug}/bookings`,
      payload: bookingBody(slotId, [b.cut], { prenom: 'Inès', email: 'ines@example.fr' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const appt = await db()
      .selectFrom('appointments')
      .selectAll()
      .where('proId', '=', p.pro.id)
      .executeTakeFirstOrThrow();
    expect(appt.source).toBe('online');
    // The set-up places the appointment yesterday: it is over.
    const shift = Date.parse(appt.startsAt) - (Date.now() - 24 * HOUR);
    await db()
      .updateTable('appointments')
      .set({
        startsAt: new Date(Date.parse(appt.startsAt) - shift).toISOString(),
        endsAt: new Date(Date.parse(appt.endsAt) - shift).toISOString(),
      })
      .where('id', '=', appt.id)
      .execute();
    await sweep();
    const token = await linkOf(appt.id);
    const form = await t.app.inject({ url: inv(token) });
    expect(form.json()).toMatchObject({
      prenom: 'Inès',
      slug: b.slug,
      visitDate: new Date(Date.parse(appt.startsAt) - shift).toISOString(),
      services: ['Coupe'],
    });
  });

  it('plans the messages once under concurrent sweeps (several instances)', async () => {
    const s = await salon();
    const ids = [await s.pastAppointment(), await s.pastAppointment(), await s.pastAppointment()];
    await Promise.all([sweep(), sweep(), sweep(), sweep()]);
    const jobs = (await jobsOfKind()).filter((j) => ids.some((id) => j.payload.includes(id)));
    expect(jobs).toHaveLength(3);
  });
});

describe(`the review form (${testDialect})`, () => {
  async function invited(name?: string) {
    const s = await salon(name);
    const id = await s.pastAppointment({ prenom: 'Sophie Anne' });
    await sweep();
    return { ...s, id, token: await linkOf(id) };
  }

  it('takes one review per link, verified, with the first name and the appointment date', async () => {
    const s = await invited();
    const form = (await t.app.inject({ url: inv(s.token) })).json();
    expect(form).toMatchObject({
      nomSociete: 'Salon Lumière',
      prenom: 'Sophie Anne',
      services: ['Coupe femme'],
    });
    const res = await give(s.token, { rating: 4, message: '  Très bon accueil.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().review).toMatchObject({
      prenom: 'Sophie',
      rating: 4,
      message: 'Très bon accueil.',
      verified: true,
      visitDate: form.visitDate,
      reply: null,
    });
    const again = await give(s.token, { rating: 1, message: 'Encore moi' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(m.invitationUsed);
    expect((await t.app.inject({ url: inv(s.token) })).json().message).toBe(m.invitationUsed);
    const profile = (await t.app.inject({ url: `/api/v1/public/pros/${s.slug}` })).json();
    expect(profile.rating).toEqual({ noteglobale: 4, nombreavis: 1 });
    expect(profile.reviews).toHaveLength(1);
  });

  it('refuses a bad rating or message with a French message and keeps the link usable', async () => {
    const s = await invited();
    for (const [body, field, message] of [
      [{ rating: 0, message: 'x' }, 'rating', m.ratingRequired],
      [{ rating: 6, message: 'x' }, 'rating', m.ratingRequired],
      [{ rating: 2.5, message: 'x' }, 'rating', m.ratingRequired],
      [{ rating: 3, message: '   ' }, 'message', m.messageRequired],
      [{ rating: 3, message: 'a'.repeat(2001) }, 'message', m.messageTooLong],
    ] as const) {
      const res = await give(s.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await give(s.token, { rating: 3, message: 'Correct.' })).statusCode).toBe(201);
  });

  it('takes exactly one review when the same link is sent many times at once', async () => {
    const s = await invited();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => give(s.token, { rating: 5, message: `Essai ${i}` })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 410, 410, 410, 410, 410, 410, 410]);
    const count = await db().selectFrom('reviews').select('id').where('proId', '=', s.pro.id).execute();
    expect(count).toHaveLength(1);
  });

  it('keeps the average exact under 20 concurrent reviews', async () => {
    const s = await salon();
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await s.pastAppointment());
    await sweep();
    const tokens = await Promise.all(ids.map(linkOf));
    const ratings = tokens.map((_, i) => (i % 5) + 1);
    const replies = await Promise.all(
      tokens.map((tk, i) => give(tk, { rating: ratings[i], message: `Avis ${i}` })),
    );
    expect(replies.every((r) => r.statusCode === 201)).toBe(true);
    const sum = ratings.reduce((a, b) => a + b, 0);
    const profile = (await t.app.inject({ url: `/api/v1/public/pros/${s.slug}` })).json();
    expect(profile.rating).toEqual({ noteglobale: Math.round((sum / 20) * 10) / 10, nombreavis: 20 });
    const page = (await s.client.get('/api/v1/reviews?limit=50')).json();
    expect(page.total).toBe(20);
    expect(page.reviews).toHaveLength(20);
  });

  it('refuses a link whose appointment was cancelled, moved to the future, or that expired', async () => {
    const s = await invited();
    await db()
      .updateTable('appointments')
      .set({
        startsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
        endsAt: new Date(Date.now() + 25 * HOUR).toISOString(),
      })
      .where('id', '=', s.id)
      .execute();
    const early = await give(s.token, { rating: 5, message: 'Trop tôt' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.invitationTooEarly);

    expect((await s.client.delete(`/api/v1/appointments/${s.id}`)).statusCode).toBeLessThan(300);
    const gone = await t.app.inject({ url: inv(s.token) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(m.invitationUnknown);

    const late = await invited();
    await db()
      .updateTable('reviewInvitations')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('appointmentId', '=', late.id)
      .execute();
    const expired = await give(late.token, { rating: 5, message: 'Trop tard' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(m.invitationExpired);

    for (const token of ['nope', 'x'.repeat(99), '%00', s.token.slice(0, -1)])
      expect((await t.app.inject({ url: inv(encodeURIComponent(token)) })).statusCode).toBe(404);
  });

  it('stores hostile text as text: the profile page HTML never carries it', async () => {
    const s = await invited();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await give(s.token, { rating: 2, message: hostile })).statusCode).toBe(201);
    const review = (await s.client.get('/api/v1/reviews')).json().reviews[0];
    expect(review.message).toBe(hostile);
    expect(
      (await s.client.put(`/api/v1/reviews/${review.id}/reply`, { message: hostile })).json().reply.message,
    ).toBe(hostile);
    const page = await t.app.inject({ url: `/rendez-vous-en-ligne/${s.slug}` });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('onerror=alert');
  });
});

describe(`LES AVIS (${testDialect})`, () => {
  async function reviewed() {
    const s = await salon();
    const id = await s.pastAppointment();
    await sweep();
    await give(await linkOf(id), { rating: 2, message: 'Attente trop longue.' });
    const reviewId = (await s.client.get('/api/v1/reviews')).json().reviews[0].id as string;
    return { ...s, reviewId };
  }

  it('replies, edits the reply, deletes it; the public page follows', async () => {
    const s = await reviewed();
    const R = `/api/v1/reviews/${s.reviewId}/reply`;
    expect((await s.client.put(R, { message: '' })).json().fields.message).toBe(m.replyRequired);
    expect((await s.client.put(R, { message: 'Merci, nous nous excusons.' })).json().reply.message).toBe(
      'Merci, nous nous excusons.',
    );
    expect((await s.client.put(R, { message: 'Merci, et pardon pour l’attente.' })).statusCode).toBe(200);
    let publicReview = (
      await t.app.inject({ url: `/api/v1/public/pros/${s.slug}/reviews/${s.reviewId}` })
    ).json();
    expect(publicReview.reply.message).toBe('Merci, et pardon pour l’attente.');
    expect((await s.client.delete(R)).json().reply).toBeNull();
    expect((await s.client.delete(R)).statusCode).toBe(404);
    publicReview = (
      await t.app.inject({ url: `/api/v1/public/pros/${s.slug}/reviews/${s.reviewId}` })
    ).json();
    expect(publicReview.reply).toBeNull();
  });

  it('reports a review once, with a reason; it stays published', async () => {
    const s = await reviewed();
    const R = `/api/v1/reviews/${s.reviewId}/report`;
    expect((await s.client.post(R, { reason: 'rude' })).statusCode).toBe(400);
    const res = await s.client.post(R, { reason: 'not-a-client', details: 'Aucun rendez-vous à ce nom.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().report).toMatchObject({
      reason: 'not-a-client',
      details: 'Aucun rendez-vous à ce nom.',
    });
    expect(reviewReportReasonLabels[res.json().report.reason as 'not-a-client']).toBeTruthy();
    const again = await s.client.post(R, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyReported);
    const page = (await t.app.inject({ url: `/api/v1/public/pros/${s.slug}/reviews` })).json();
    expect(page).toMatchObject({ total: 1, reviews: [{ id: s.reviewId, rating: 2 }] });
    expect(JSON.stringify(page)).not.toContain('not-a-client');
  });

  it('keeps another salon out of the reviews, and has no way to delete one', async () => {
    const s = await reviewed();
    const other = await signedUpPro(t.app);
    expect(
      (await other.client.put(`/api/v1/reviews/${s.reviewId}/reply`, { message: 'Hack' })).statusCode,
    ).toBe(404);
    expect((await other.client.delete(`/api/v1/reviews/${s.reviewId}/reply`)).statusCode).toBe(404);
    expect(
      (await other.client.post(`/api/v1/reviews/${s.reviewId}/report`, { reason: 'other' })).statusCode,
    ).toBe(404);
    expect((await other.client.get('/api/v1/reviews')).json()).toMatchObject({
      total: 0,
      reviews: [],
      average: null,
    });
    expect((await s.client.delete(`/api/v1/reviews/${s.reviewId}`)).statusCode).toBe(404);
    const mine = (await s.client.get('/api/v1/reviews')).json();
    expect(mine).toMatchObject({ total: 1, average: 2, reviews: [{ id: s.reviewId, report: null }] });
  });

  it('pages the public reviews newest first, whatever their rating', async () => {
    const s = await salon();
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await s.pastAppointment());
    await sweep();
    for (const [i, id] of ids.entries()) {
      await give(await linkOf(id), { rating: (i % 5) + 1, message: `Avis ${i}` });
      await new Promise((r) => setTimeout(r, 2));
    }
    const first = (await t.app.inject({ url: `/api/v1/public/pros/${s.slug}/reviews?limit=10` })).json();
    const second = (
      await t.app.inject({ url: `/api/v1/public/pros/${s.slug}/reviews?offset=10&limit=10` })
    ).json();
    expect(first.total).toBe(12);
    expect([...first.reviews, ...second.reviews].map((r: { message: string }) => r.message)).toEqual(
      ids.map((_, i) => `Avis ${i}`).reverse(),
    );
    expect((await t.app.inject({ url: `/api/v1/public/pros/${s.slug}/reviews?limit=500` })).statusCode).toBe(
      400,
    );
  });
});
