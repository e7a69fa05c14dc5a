import { CHAT_UNREAD_MAIL_DELAY_MS } from '@quickrdv/core';
import { decodeMail, startSmtpCapture, type CapturedMail } from '../../test/smtp-capture.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenance } from '../../maintenance.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chatSalon, chatVisitor } from '../../test/chat-fixtures.js';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let received: CapturedMail[];

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  // No polling worker: the test runs the queue at chosen instants.
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_MS: '0' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const later = (ms: number) => new Date(Date.now() + ms);
/** The chat's e-mails to that address (the sign-up confirmation goes there too). */
const mailsTo = (to: string, marker = '/chat?conversation=') =>
  received.filter((r) => r.to.includes(to) && decodeMail(r.raw).includes(marker));

describe('the unread-message e-mail', () => {
  it('e-mails the professional once per burst when visitor messages stay unread 10 minutes', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const v = await chatVisitor(baseUrl, s.slug);
    await v.say('<p>Premier</p>');
    await v.say('<p>Second <strong>message</strong></p>');
    const jobs = await t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'chat.unread-mail')
      .execute();
    const mine = jobs.filter((j) =>
      j.payload.includes(
        (v.messages.find((f) => f.type === 'chat.message')!.message as { conversationId: string })
          .conversationId,
      ),
    );
    expect(mine).toHaveLength(1);

    // Not before its time.
    await t.app.jobs.runOnce(later(CHAT_UNREAD_MAIL_DELAY_MS - 60_000));
    expect(mailsTo(s.input.email)).toHaveLength(0);

    await t.app.jobs.runOnce(later(CHAT_UNREAD_MAIL_DELAY_MS + 1000));
    const [mail] = mailsTo(s.input.email);
    expect(mail).toBeDefined();
    const text = decodeMail(mail!.raw);
    expect(text).toContain('2 messages attendent votre r');
    expect(text).toContain('Second message');
    expect(text).toContain('/professionnel/rendez-vous-en-ligne/espaceprofessionnel/chat?conversation=');

    // The next message starts a new burst.
    await v.say('<p>Troisième</p>');
    const pending = await t.database.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'chat.unread-mail')
      .where('status', '=', 'pending')
      .execute();
    expect(pending.length).toBeGreaterThanOrEqual(1);
    v.ws.close();
  });

  it('sends nothing when the professional read the messages in time', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const v = await chatVisitor(baseUrl, s.slug);
    const sent = await v.say('<p>Vous êtes là ?</p>');
    expect((await s.client.post(`/api/v1/chat/conversations/${sent.conversationId}/read`)).statusCode).toBe(
      204,
    );
    await t.app.jobs.runOnce(later(CHAT_UNREAD_MAIL_DELAY_MS + 1000));
    expect(mailsTo(s.input.email)).toHaveLength(0);
    const job = await t.database.db
      .selectFrom('jobs')
      .select(['status'])
      .where('refId', '=', sent.conversationId)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('cancelled');
    v.ws.close();
  });
});

describe('chat with a known client, retention and GDPR', () => {
  it('e-mails a message to a client, exports it with their data and erases it with them', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const client = (
      await s.client.post('/api/v1/clients', {
        nom: 'Durand',
        prenom: 'Chloé',
        email: 'chloe.chat@example.fr',
      })
    ).json();
    const sent = await s.client.post(`/api/v1/chat/clients/${client.id}/messages`, {
      content: '<p>Votre <strong>rendez-vous</strong> est confirmé.</p>',
    });
    expect(sent.statusCode).toBe(201);
    await t.app.jobs.runOnce(new Date());
    const [mail] = mailsTo('chloe.chat@example.fr', 'rendez-vous');
    expect(decodeMail(mail!.raw)).toContain('<strong>rendez-vous</strong>');

    const exported = await s.client.get(`/api/v1/clients/${client.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().chatMessages).toEqual([
      { from: 'salon', sentAt: sent.json().sentAt, text: 'Votre rendez-vous est confirmé.' },
    ]);

    const erased = await s.client.post(`/api/v1/clients/${client.id}/erase`);
    expect(erased.statusCode).toBeLessThan(300);
    const left = await t.database.db
      .selectFrom('chatMessages')
      .select('id')
      .where('proId', '=', s.pro.id)
      .execute();
    expect(left).toEqual([]);
    expect(
      await t.database.db
        .selectFrom('chatConversations')
        .select('id')
        .where('proId', '=', s.pro.id)
        .execute(),
    ).toEqual([]);
  });

  it('deletes messages older than the retention at maintenance', async () => {
    const s = await chatSalon(t.app, t.database.db);
    const v = await chatVisitor(baseUrl, s.slug);
    const old = await v.say('<p>Ancien</p>');
    const recent = await v.say('<p>Récent</p>');
    await t.database.db
      .updateTable('chatMessages')
      .set({ sentAt: '2020-01-01T10:00:00.000Z' })
      .where('id', '=', old.id)
      .execute();
    await runMaintenance(t.database.db, t.app.log, t.config.dataDir, new Date(), 30);
    const ids = (
      await t.database.db.selectFrom('chatMessages').select('id').where('proId', '=', s.pro.id).execute()
    ).map((r) => r.id);
    expect(ids).toEqual([recent.id]);

    await t.database.db
      .updateTable('chatMessages')
      .set({ sentAt: '2020-01-01T10:00:00.000Z' })
      .where('id', '=', recent.id)
      .execute();
    await t.database.db
      .updateTable('chatConversations')
      .set({ lastMessageAt: '2020-01-01T10:00:00.000Z' })
      .where('id', '=', recent.conversationId)
      .execute();
    await runMaintenance(t.database.db, t.app.log, t.config.dataDir, new Date(), 30);
    expect(
      await t.database.db
        .selectFrom('chatConversations')
        .select('id')
        .where('proId', '=', s.pro.id)
        .execute(),
    ).toEqual([]);
    v.ws.close();
  });
});
