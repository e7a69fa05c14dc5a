import { randomUUID } from 'node:crypto';
import { CHAT_MAX_TEXT_CHARS, chatMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';
import { chatSalon, chatVisitor, proSocket } from '../../test/chat-fixtures.js';
import { visitorChatLimiter } from './chat-rate-limit.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const C = '/api/v1/chat';

describe('visitor chat', () => {
  it('carries a visitor message to the salon and an answer back, in real time, and keeps both', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const pro = await proSocket(baseUrl, s);
    const alice = await chatVisitor(baseUrl, s.slug);

    const sent = await alice.say('<p>Bonjour, avez-vous un créneau <strong>samedi</strong> ?</p>');
    expect(sent).toMatchObject({
      from: 'visitor',
      html: '<p>Bonjour, avez-vous un créneau <strong>samedi</strong> ?</p>',
    });
    const atPro = await pro.next('chat.message', 5000, (f) => f.message.id === sent.id);
    expect(atPro.message.conversationId).toBe(sent.conversationId);

    const list = await s.client.get(`${C}/conversations`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      unread: 1,
      nextCursor: null,
      items: [
        {
          id: sent.conversationId,
          kind: 'visitor',
          title: `Visiteur ${alice.visitorId.slice(0, 4).toUpperCase()}`,
          lastFrom: 'visitor',
          lastPreview: 'Bonjour, avez-vous un créneau samedi ?',
          unread: 1,
        },
      ],
    });

    const answer = await s.client.post(`${C}/conversations/${sent.conversationId}/messages`, {
      content: '<p>Oui, à <em>10 h</em> 😀</p>',
    });
    expect(answer.statusCode).toBe(201);
    const atAlice = await alice.next('chat.message', 5000, (f) => f.message.from === 'pro');
    expect(atAlice.message).toMatchObject({
      html: '<p>Oui, à <em>10 h</em> 😀</p>',
      conversationId: sent.conversationId,
    });

    const history = await t.app.inject(`/api/v1/public/pros/${s.slug}/chat?visitor=${alice.visitorId}`);
    expect(history.json().items.map((i: { from: string }) => i.from)).toEqual(['visitor', 'pro']);

    const thread = await s.client.get(`${C}/conversations/${sent.conversationId}/messages`);
    expect(thread.json().items.map((i: { html: string }) => i.html)).toEqual([sent.html, answer.json().html]);

    expect((await s.client.post(`${C}/conversations/${sent.conversationId}/read`)).statusCode).toBe(204);
    await pro.next('chat.changed');
    expect((await s.client.get(`${C}/unread`)).json()).toEqual({ unread: 0 });
    for (const socket of [pro, alice]) socket.ws.close();
  });

  it('shows a visitor only their own thread, on the socket and in the history', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const alice = await chatVisitor(baseUrl, s.slug);
    const bob = await chatVisitor(baseUrl, s.slug);
    const mine = await alice.say('<p>Message privé d’Alice</p>');
    await s.client.post(`${C}/conversations/${mine.conversationId}/messages`, { content: 'Réponse à Alice' });
    await alice.next('chat.message', 5000, (f) => f.message.from === 'pro');
    // Bob's own message arrives after everything sent to Alice: had he been sent hers, they would be here.
    await bob.say('<p>Bob</p>');
    expect(bob.messages.filter((f) => f.type === 'chat.message').map((f) => f.message.html)).toEqual([
      '<p>Bob</p>',
    ]);

    const bobHistory = await t.app.inject(`/api/v1/public/pros/${s.slug}/chat?visitor=${bob.visitorId}`);
    expect(bobHistory.json().items.map((i: { html: string }) => i.html)).toEqual(['<p>Bob</p>']);
    const stranger = await t.app.inject(`/api/v1/public/pros/${s.slug}/chat?visitor=${randomUUID()}`);
    expect(stranger.json()).toEqual({ items: [] });
    const bad = await t.app.inject(`/api/v1/public/pros/${s.slug}/chat?visitor=alice`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Identifiant de visiteur invalide.');
    expect(
      (await t.app.inject(`/api/v1/public/pros/nobody-here/chat?visitor=${randomUUID()}`)).statusCode,
    ).toBe(404);
    for (const socket of [alice, bob]) socket.ws.close();
  });

  it('makes hostile HTML inert: scripts, event handlers and javascript: links', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const v = await chatVisitor(baseUrl, s.slug);
    const sent = await v.say(
      '<p>Salut<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">clic</a>' +
        '<a href="https://exemple.fr" onclick="alert(4)" target="_self">site</a><iframe src="https://x.fr"></iframe>' +
        '<b style="color:red">gras</b></p><svg onload="alert(5)"></svg>',
    );
    expect(sent.html).not.toMatch(/script|onerror|onclick|onload|javascript:|<img|<iframe|<svg|style=/i);
    expect(sent.html).toMatch(
      /<a (rel="noopener noreferrer nofollow" target="_blank"|target="_blank" rel="noopener noreferrer nofollow")>clic<\/a>/,
    );
    expect(sent.html).toContain(
      '<a href="https://exemple.fr" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(sent.html).toContain('<strong>gras</strong>');

    const answer = await s.client.post(`${C}/conversations/${sent.conversationId}/messages`, {
      content: '<p onmouseover="alert(6)">Ok<script>document.cookie</script></p>',
    });
    expect(answer.json().html).toBe('<p>Ok</p>');
    v.ws.close();
  });

  it('ignores empty messages, strips replacement characters and caps the size, in French', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const v = await chatVisitor(baseUrl, s.slug);
    for (const content of ['', '   ', '<p> </p><p><br></p>', '<script>x</script>', '\uFFFD'])
      expect(await v.refused(content)).toMatchObject({ code: 'empty', message: m.empty });
    expect(await v.refused(`<p>${'a'.repeat(CHAT_MAX_TEXT_CHARS + 1)}</p>`)).toMatchObject({
      code: 'too_large',
      message: m.tooLong,
    });
    expect(await v.refused(42)).toMatchObject({ code: 'invalid' });
    expect(await v.refused('<p>Bon\u0000jour</p>')).toMatchObject({
      code: 'invalid',
      message: 'Ce champ contient des caractères non autorisés.',
    });
    const ok = await v.say('<p>Bon\uFFFDjour</p>');
    expect(ok.html).toBe('<p>Bonjour</p>');
    const rows = await t.database.db
      .selectFrom('chatMessages')
      .select('html')
      .where('proId', '=', s.pro.id)
      .execute();
    expect(rows).toEqual([{ html: '<p>Bonjour</p>' }]);

    const empty = await s.client.post(`${C}/conversations/${ok.conversationId}/messages`, {
      content: '<p> </p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.empty);
    v.ws.close();
  });

  it('limits how many messages a visitor sends in a minute, in French', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const v = await chatVisitor(baseUrl, s.slug);
    // 21 messages: whichever minute boundary they straddle, one minute holds more than 10.
    for (let i = 0; i < 21; i++) v.send({ type: 'chat.send', ref: `burst-${i}`, content: `<p>${i}</p>` });
    const limited = await v.next('live.error', 5000, (f) => f.code === 'rate_limited');
    expect(limited.message).toBe(m.visitorRateLimited);
    v.ws.close();
  });

  it("caps all of a salon's visitors together (fresh visitor ids cost nothing)", async () => {
    const s = await chatSalon(t.app, t.database.db);
    const limit = visitorChatLimiter(t.database.db);
    // 241 visitors, one message each: whichever minute boundary they straddle, one minute holds over 120.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 241 }, () => limit(s.pro.id, randomUUID())),
    );
    const refusals = outcomes
      .filter((o) => o.status === 'rejected')
      .map((o) => (o as PromiseRejectedResult).reason);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toMatchObject({ code: 'rate_limited', message: m.salonRateLimited });
    // Another salon's visitors are not counted with them.
    const other = await chatSalon(t.app, t.database.db);
    await expect(limit(other.pro.id, randomUUID())).resolves.toBeUndefined();
  });

  it("refuses a professional's chat frame (they answer through the API)", async () => {
    const s = await chatSalon(t.app, t.database.db);
    const pro = await proSocket(baseUrl, s);
    pro.send({ type: 'chat.send', ref: 'p', content: 'Bonjour' });
    expect(await pro.next('live.error', 5000, (f) => f.ref === 'p')).toMatchObject({
      code: 'invalid',
      message: m.proOnly,
    });
    pro.ws.close();
  });
});

describe("the professional's conversations", () => {
  it('lists conversations newest first with their unread counts, a page at a time', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const ids: string[] = [];
    for (const text of ['un', 'deux', 'trois']) {
      const v = await chatVisitor(baseUrl, s.slug);
      ids.push((await v.say(`<p>${text}</p>`)).conversationId);
      if (text === 'deux') await v.say('<p>deux bis</p>');
      v.ws.close();
    }
    const first = (await s.client.get(`${C}/conversations?limit=2`)).json();
    expect(first.items.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.items.map((c: { unread: number }) => c.unread)).toEqual([1, 2]);
    expect(first.unread).toBe(4);
    const second = (
      await s.client.get(`${C}/conversations?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    const thread = (await s.client.get(`${C}/conversations/${ids[1]}/messages?limit=1`)).json();
    expect(thread.items.map((i: { html: string }) => i.html)).toEqual(['<p>deux bis</p>']);
    const older = (
      await s.client.get(
        `${C}/conversations/${ids[1]}/messages?limit=1&before=${encodeURIComponent(thread.before)}`,
      )
    ).json();
    expect(older.items.map((i: { html: string }) => i.html)).toEqual(['<p>deux</p>']);
    expect(older.before).toBeNull();
  });

  it("answers 401 without a session, 403 without the CSRF token, 404 for another professional's ids", async () => {
    const a = await chatSalon(t.app, t.database.db);
    const b = await chatSalon(t.app, t.database.db);
    const v = await chatVisitor(baseUrl, a.slug);
    const { conversationId } = await v.say('<p>Pour A seulement</p>');
    const client = await a.client.post('/api/v1/clients', {
      nom: 'Durand',
      prenom: 'Chloé',
      email: 'chloe@example.fr',
    });
    const clientId = client.json().id as string;

    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`${C}/conversations`)).statusCode).toBe(401);
    expect((await anonymous.get(`${C}/conversations/${conversationId}/messages`)).statusCode).toBe(401);

    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `${C}/conversations/${conversationId}/messages`,
      headers: a.cookie,
      payload: { content: 'x' },
    });
    expect(noCsrf.statusCode).toBe(403);

    expect((await b.client.get(`${C}/conversations`)).json()).toEqual({
      items: [],
      nextCursor: null,
      unread: 0,
    });
    for (const res of [
      await b.client.get(`${C}/conversations/${conversationId}/messages`),
      await b.client.post(`${C}/conversations/${conversationId}/read`),
      await b.client.post(`${C}/conversations/${conversationId}/messages`, { content: 'intrusion' }),
      await b.client.get(`${C}/clients/${clientId}`),
      await b.client.post(`${C}/clients/${clientId}/messages`, { content: 'intrusion' }),
    ])
      expect(res.statusCode).toBe(404);
    const stored = await t.database.db
      .selectFrom('chatMessages')
      .select('html')
      .where('conversationId', '=', conversationId)
      .execute();
    expect(stored).toEqual([{ html: '<p>Pour A seulement</p>' }]);
    expect((await a.client.get(`${C}/unread`)).json()).toEqual({ unread: 1 });
    v.ws.close();
  });

  it('writes to a known client: stored in their conversation and e-mailed to them', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const withMail = (
      await s.client.post('/api/v1/clients', { nom: 'Durand', prenom: 'Chloé', email: 'chloe@example.fr' })
    ).json();
    const without = (await s.client.post('/api/v1/clients', { nom: 'Petit', prenom: 'Marc' })).json();

    expect((await s.client.get(`${C}/clients/${withMail.id}`)).json()).toEqual({
      conversation: null,
      items: [],
      before: null,
    });
    const sent = await s.client.post(`${C}/clients/${withMail.id}/messages`, {
      content: '<p>Votre commande est <u>arrivée</u>.</p>',
    });
    expect(sent.statusCode).toBe(201);
    const thread = (await s.client.get(`${C}/clients/${withMail.id}`)).json();
    expect(thread.conversation).toMatchObject({
      kind: 'client',
      title: 'Chloé Durand',
      clientId: withMail.id,
      unread: 0,
    });
    expect(thread.items.map((i: { html: string }) => i.html)).toEqual([
      '<p>Votre commande est <u>arrivée</u>.</p>',
    ]);
    const job = await t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('refId', '=', sent.json().id)
      .executeTakeFirstOrThrow();
    expect(job.kind).toBe('chat.client-mail');
    expect(JSON.parse(job.payload).message).toMatchObject({ to: 'chloe@example.fr' });

    // Answering in that conversation from {base}/chat goes the same way.
    const again = await s.client.post(`${C}/conversations/${thread.conversation.id}/messages`, {
      content: 'Et merci !',
    });
    expect(again.statusCode).toBe(201);
    expect(
      await t.database.db
        .selectFrom('jobs')
        .select('kind')
        .where('refId', '=', again.json().id)
        .executeTakeFirst(),
    ).toEqual({ kind: 'chat.client-mail' });

    const refused = await s.client.post(`${C}/clients/${without.id}/messages`, { content: 'Bonjour' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.clientWithoutEmail);
  });
});

// Frames cross instances only through PostgreSQL: this needs the PostgreSQL run.
if (testDialect === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    it('carries the chat between a visitor on one instance and the professional on the other', async () => {
      const database = openDatabase(t.config.database);
      const b = await buildApp(t.config, database, false);
      const bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
      try {
        const s = await chatSalon(t.app, t.database.db);
        const pro = await proSocket(baseUrl, s);
        const visitor = await chatVisitor(bUrl, s.slug);
        expect(visitor.messages[0]).toMatchObject({ type: 'live.ready', proOnline: true });

        const long = `<p>${'Une question détaillée « avec accents ». '.repeat(90)}</p>`;
        const sent = await visitor.say(long);
        const atPro = await pro.next('chat.message', 5000, (f) => f.message.id === sent.id);
        expect(atPro.message.html).toBe(long);

        const answer = await s.client.post(`${C}/conversations/${sent.conversationId}/messages`, {
          content: '<p>Réponse</p>',
        });
        expect(answer.statusCode).toBe(201);
        await visitor.next('chat.message', 5000, (f) => f.message.id === answer.json().id);
        pro.ws.close();
        visitor.ws.close();
      } finally {
        await b.close();
        await database.close();
      }
    });
  });
}
