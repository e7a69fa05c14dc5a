import { randomUUID } from 'node:crypto';
import type { AppointmentDto, BookingReply, PublicProfile, QuestionnaireDto } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';
import { parisDay } from '../availabilities/calendar.fixtures.js';
import { addSlot, bookableSalon, bookingBody, bookingTableCounts } from '../booking/booking.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0', BOOKING_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => t.close());

const db = () => t.database.db;
async function salon() {
  const p = await signedUpPro(t.app, { nomSociete: 'Salon Lumière' });
  return { ...p, ...(await bookableSalon(db(), p.pro.id)) };
}
const book = (slug: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/public/pros/${slug}/bookings`, payload: body as object });

/** A questionnaire with a required text, a required single choice and an optional multiple choice. */
async function hairQuestionnaire(client: TestClient, serviceIds: string[]) {
  const created = await client.post('/api/v1/questionnaires', { title: 'Vos cheveux', color: '#3F51B5' });
  expect(created.statusCode, created.body).toBe(201);
  const q = created.json() as QuestionnaireDto;
  const add = (body: object) => client.post(`/api/v1/questionnaires/${q.id}/questions`, body);
  expect((await add({ title: 'Avez-vous des allergies ?', type: 'text', required: true })).statusCode).toBe(
    201,
  );
  expect(
    (await add({ title: 'Longueur', type: 'single', options: ['Courts', 'Longs', ' '], required: true }))
      .statusCode,
  ).toBe(201);
  const last = await add({
    title: 'Déjà fait',
    type: 'multiple',
    options: ['Coloration', 'Henné'],
    richDescription: '<p>Cochez <b>tout</b><script>alert(1)</script></p>',
  });
  expect(last.statusCode).toBe(201);
  const linked = await client.put(`/api/v1/questionnaires/${q.id}/services`, { serviceIds });
  expect(linked.statusCode, linked.body).toBe(200);
  return linked.json() as QuestionnaireDto;
}

describe('questionnaire builder', () => {
  it('adds a questionnaire (AQ1), its questions (AQ2) and the services that ask it; rich text is sanitised', async () => {
    const s = await salon();
    const q = await hairQuestionnaire(s.client, [s.cut]);
    expect(q).toMatchObject({ title: 'Vos cheveux', color: '3f51b5', serviceIds: [s.cut] });
    expect(q.questions.map((x) => [x.title, x.type, x.options, x.required])).toEqual([
      ['Avez-vous des allergies ?', 'text', [], true],
      ['Longueur', 'single', ['Courts', 'Longs'], true],
      ['Déjà fait', 'multiple', ['Coloration', 'Henné'], false],
    ]);
    expect(q.questions[2]!.richDescription).toBe('<p>Cochez <strong>tout</strong></p>');
    const list = await s.client.get('/api/v1/questionnaires');
    expect(list.json().questionnaires).toEqual([q]);
  });

  it('answers the spec messages and changes nothing on bad input', async () => {
    const s = await salon();
    const blank = await s.client.post('/api/v1/questionnaires', { title: '   ', color: '3f51b5' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Donnez un titre au questionnaire.');
    const none = await s.client.post(`/api/v1/questionnaires/${randomUUID()}/questions`, {
      title: 'Question',
      type: 'text',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Vous devez d’abord créer un questionnaire.');
    const q = (await s.client.post('/api/v1/questionnaires', { title: 'Q', color: '3f51b5' })).json();
    const unknown = await s.client.post(`/api/v1/questionnaires/${randomUUID()}/questions`, {
      title: 'Question',
      type: 'text',
    });
    expect(unknown.json().message).toBe('Merci de remplir la question et sélectionner un questionnaire.');
    const empty = await s.client.post(`/api/v1/questionnaires/${q.id}/questions`, {
      title: ' ',
      type: 'text',
    });
    expect(empty.json().message).toContain('Merci de remplir la question et sélectionner un questionnaire.');
    const oneOption = await s.client.post(`/api/v1/questionnaires/${q.id}/questions`, {
      title: 'Choix',
      type: 'single',
      options: ['Seul', '  '],
    });
    expect(oneOption.statusCode).toBe(400);
    expect(oneOption.json().message).toContain('Ajoutez au moins deux choix');
    for (const body of [
      { title: 'x', type: 'date' },
      { title: 42, type: 'text' },
      { title: 'x'.repeat(300), type: 'text' },
    ])
      expect((await s.client.post(`/api/v1/questionnaires/${q.id}/questions`, body)).statusCode).toBe(400);
    const list = (await s.client.get('/api/v1/questionnaires')).json().questionnaires as QuestionnaireDto[];
    expect(list).toHaveLength(1);
    expect(list[0]!.questions).toEqual([]);
  });

  it('keeps professionals apart: another one cannot read, change, link or delete', async () => {
    const a = await salon();
    const b = await salon();
    const q = await hairQuestionnaire(a.client, [a.cut]);
    const questionId = q.questions[0]!.id;
    expect((await b.client.get('/api/v1/questionnaires')).json().questionnaires).toEqual([]);
    expect(
      (await b.client.patch(`/api/v1/questionnaires/${q.id}`, { title: 'Pris', color: '000000' })).statusCode,
    ).toBe(404);
    expect((await b.client.delete(`/api/v1/questionnaires/${q.id}`)).statusCode).toBe(404);
    expect(
      (await b.client.put(`/api/v1/questionnaires/${q.id}/services`, { serviceIds: [] })).statusCode,
    ).toBe(404);
    expect(
      (await b.client.post(`/api/v1/questionnaires/${q.id}/questions`, { title: 'x', type: 'text' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await b.client.put(`/api/v1/questions/${questionId}`, { title: 'x', type: 'text' })).statusCode,
    ).toBe(404);
    expect((await b.client.delete(`/api/v1/questions/${questionId}`)).statusCode).toBe(404);
    // B's own questionnaire cannot take A's service either.
    const mine = (await b.client.post('/api/v1/questionnaires', { title: 'B', color: '000000' })).json();
    const steal = await b.client.put(`/api/v1/questionnaires/${mine.id}/services`, { serviceIds: [a.cut] });
    expect(steal.statusCode).toBe(400);
    expect((await a.client.get('/api/v1/questionnaires')).json().questionnaires).toEqual([q]);
    expect((await new TestClient(t.app).get('/api/v1/questionnaires')).statusCode).toBe(401);
  });

  it('deleting a questionnaire takes its questions and frees its services; a past answer stays as given', async () => {
    const s = await salon();
    const q = await hairQuestionnaire(s.client, [s.cut]);
    const slotId = await addSlot(db(), s.pro.id, { day: parisDay(9), time: '10:00', staffId: s.anna });
    const [a, b] = q.questions;
    const ok = await book(
      s.slug,
      bookingBody(slotId, [s.cut], { answers: { [a!.id]: 'Aucune', [b!.id]: 'Courts' } }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await s.client.delete(`/api/v1/questionnaires/${q.id}`)).statusCode).toBe(204);
    expect(await db().selectFrom('questions').select('id').where('proId', '=', s.pro.id).execute()).toEqual(
      [],
    );
    const service = await db()
      .selectFrom('services')
      .select('questionnaireId')
      .where('id', '=', s.cut)
      .executeTakeFirstOrThrow();
    expect(service.questionnaireId).toBeNull();
    const list = await s.client.get(`/api/v1/appointments?from=${parisDay(9)}&to=${parisDay(9)}`);
    const appointment = (list.json().appointments as AppointmentDto[])[0]!;
    expect(appointment.answers).toEqual([
      { question: 'Avez-vous des allergies ?', answer: 'Aucune' },
      { question: 'Longueur', answer: 'Courts' },
    ]);
  });
});

describe('questionnaires in the booking', () => {
  it('many visitors booking a service with a questionnaire at once are each booked with their answers', async () => {
    // More at once than PostgreSQL's pool has connections: the questions are read through the pool
    // between the booking's other reads, which must not keep a connection meanwhile.
    const s = await salon();
    const q = await hairQuestionnaire(s.client, [s.cut]);
    const [a, b] = q.questions;
    // 30 half-hour slots, 07:00 to 21:30.
    const times = Array.from(
      { length: 30 },
      (_, i) => `${String(7 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    );
    const slots = await Promise.all(
      times.map((time) => addSlot(db(), s.pro.id, { day: parisDay(10), time, staffId: s.anna })),
    );
    const replies = await Promise.all(
      slots.map((slotId, i) =>
        book(
          s.slug,
          bookingBody(slotId, [s.cut], {
            email: `questionnaire${i}@example.fr`,
            answers: { [a!.id]: `Réponse ${i}`, [b!.id]: 'Longs' },
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(slots.map(() => 201));
    const list = await s.client.get(`/api/v1/appointments?from=${parisDay(10)}&to=${parisDay(10)}`);
    const answers = (list.json().appointments as AppointmentDto[]).map((x) => x.answers?.[0]?.answer).sort();
    expect(answers).toEqual(times.map((_, i) => `Réponse ${i}`).sort());
  });

  it('are shown with the public profile, for the services that ask them only', async () => {
    const s = await salon();
    const q = await hairQuestionnaire(s.client, [s.cut]);
    await s.client.post('/api/v1/questionnaires', { title: 'Inutilisé', color: '000000' });
    const profile = (await t.app.inject({ url: `/api/v1/public/pros/${s.slug}` })).json() as PublicProfile;
    expect(profile.questionnaires.map((x) => x.id)).toEqual([q.id]);
    expect(profile.serviceQuestionnaires).toEqual({ [s.cut]: q.id });
    expect(JSON.stringify(profile.questionnaires)).not.toContain('serviceIds');
  });

  it('enforces required answers and valid choices on the server, writing nothing when refused', async () => {
    const s = await salon();
    const q = await hairQuestionnaire(s.client, [s.cut]);
    const [text, single, multiple] = q.questions;
    const slotId = await addSlot(db(), s.pro.id, { day: parisDay(8), time: '15:00', staffId: s.anna });
    const before = await bookingTableCounts(db());
    const missing = await book(s.slug, bookingBody(slotId, [s.cut], { answers: { [single!.id]: 'Longs' } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ [`answers.${text!.id}`]: 'Veuillez répondre à cette question.' });
    const outside = await book(
      s.slug,
      bookingBody(slotId, [s.cut], { answers: { [text!.id]: 'Non', [single!.id]: 'Rasés' } }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields[`answers.${single!.id}`]).toBe('Choisissez parmi les réponses proposées.');
    const hostile = await book(s.slug, bookingBody(slotId, [s.cut], { answers: 'x' }));
    expect(hostile.statusCode).toBe(400);
    expect(await bookingTableCounts(db())).toEqual(before);

    const xss = '<img src=x onerror=alert(1)>';
    const ok = await book(
      s.slug,
      bookingBody(slotId, [s.cut], {
        answers: { [text!.id]: xss, [single!.id]: 'Longs', [multiple!.id]: ['Henné', 'Coloration'] },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const token = (ok.json() as BookingReply).booking.token;
    const row = await db()
      .selectFrom('appointments')
      .select('answers')
      .where('manageToken', '=', token)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.answers!)).toEqual([
      { question: 'Avez-vous des allergies ?', answer: xss },
      { question: 'Longueur', answer: 'Longs' },
      { question: 'Déjà fait', answer: 'Coloration, Henné' },
    ]);
    // The salon's notice carries the answers, escaped in its HTML.
    await t.app.jobs.runOnce();
    const notice = await db()
      .selectFrom('outboxMessages')
      .selectAll()
      .where('proId', '=', s.pro.id)
      .where('recipient', '=', 'contact@salon.example')
      .executeTakeFirstOrThrow();
    expect(notice.body).toContain('Longueur : Longs');
    expect(notice.body).toContain('Déjà fait : Coloration, Henné');
  });

  it('asks nothing for a service without a questionnaire', async () => {
    const s = await salon();
    await hairQuestionnaire(s.client, [s.cut]);
    const slotId = await addSlot(db(), s.pro.id, { day: parisDay(7), time: '11:00', staffId: s.anna });
    const ok = await book(s.slug, bookingBody(slotId, [s.beard]));
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
