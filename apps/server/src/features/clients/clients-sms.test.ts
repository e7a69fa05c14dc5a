import { clientMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { CLIENT_SMS_PER_HOUR } from './client-sms.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const C = '/api/v1/clients';

async function proWithClient() {
  const s = await signedUpPro(t.app);
  const client = (
    await s.client.post(C, { nom: 'Petit', prenom: 'Lou', telPortable: '06 12 34 56 78' })
  ).json();
  return { ...s, clientId: client.id as string };
}

describe('POST /clients/:id/sms', () => {
  it('queues a durable job that lands in "Messages envoyés" (the outbox)', async () => {
    const { client, clientId } = await proWithClient();
    const res = await client.post(`${C}/${clientId}/sms`, {
      sender: 'Salon Lea',
      phone: '06 12 34 56 78',
      message: 'Bonjour Lou, votre soin est prêt.',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json();
    const job = await t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'client.sms', status: 'pending' });
    expect((await client.get('/api/v1/outbox')).json().messages).toEqual([]);

    await t.app.jobs.runOnce();
    const done = await t.database.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
    expect((await client.get('/api/v1/outbox')).json().messages).toMatchObject([
      { channel: 'sms', recipient: '+33612345678', body: 'Bonjour Lou, votre soin est prêt.' },
    ]);
  });

  it('names every wrong field in French and queues nothing', async () => {
    const { client, clientId } = await proWithClient();
    const res = await client.post(`${C}/${clientId}/sms`, {
      sender: '',
      phone: '01 23 45 67 89',
      message: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      sender: m.smsSenderRequired,
      phone: m.smsPhoneInvalid,
      message: m.smsMessageRequired,
    });
    const tooLong = await client.post(`${C}/${clientId}/sms`, {
      sender: 'Salon Lumiere',
      phone: '+33 6 12 34 56 78',
      message: 'x',
    });
    expect(tooLong.json().fields).toEqual({ sender: m.smsSenderTooLong, phone: m.smsPhoneTooLong });
    expect(
      await t.database.db.selectFrom('jobs').select('id').where('payload', 'like', `%${clientId}%`).execute(),
    ).toEqual([]);
  });

  it(`refuses more than ${CLIENT_SMS_PER_HOUR} SMS an hour with a French 429`, async () => {
    const { client, clientId, pro } = await proWithClient();
    // The previous hour's SMS, as audited: the limit counts these rows.
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    await t.database.db
      .insertInto('clientAudit')
      .values(
        Array.from({ length: CLIENT_SMS_PER_HOUR }, (_, i) => ({
          id: `sms-${pro.id}-${i}`,
          proId: pro.id,
          clientId,
          action: 'sms' as const,
          createdAt: at,
        })),
      )
      .execute();
    const body = { sender: 'Salon', phone: '0612345678', message: 'Bonjour' };
    const res = await client.post(`${C}/${clientId}/sms`, body);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(m.smsRateLimited);
    // An hour later the same professional may send again.
    await t.database.db
      .updateTable('clientAudit')
      .set({ createdAt: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('proId', '=', pro.id)
      .execute();
    expect((await client.post(`${C}/${clientId}/sms`, body)).statusCode).toBe(202);
  });
});
