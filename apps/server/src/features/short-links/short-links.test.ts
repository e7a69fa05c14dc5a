import type { AddressInfo } from 'node:net';
import { QR_MAILS_PER_HOUR, qrMessages } from '@quickrdv/core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQr } from '../../test/qr-reader.js';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.js';
import { signedUpPro, TestClient } from '../../test/test-client.js';

/** A real SMTP server on a free loopback port, keeping the raw messages it receives. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const Q = '/api/v1/account/qr-code';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A professional whose page is open to visitors (set-up done), with their QR code's link. */
async function publicPro() {
  const p = await signedUpPro(t.app);
  await t.database.db.updateTable('pros').set({ onboardingDone: 1 }).where('id', '=', p.pro.id).execute();
  const qr = (await p.client.get(Q)).json() as { code: string; url: string; profileUrl: string };
  return { ...p, qr };
}

const visit = (path: string) => t.app.inject({ method: 'GET', url: path });

describe(`the QR code's short link (${testDialect})`, () => {
  it('is the same on every call and redirects (302) to the current profile page', async () => {
    const { client, pro, qr } = await publicPro();
    expect(qr.url).toBe(`http://localhost:3000/q/${qr.code}`);
    expect(qr.profileUrl).toBe(`http://localhost:3000/rendez-vous-en-ligne/${pro.slug}`);
    expect((await client.get(Q)).json().code).toBe(qr.code);
    const res = await visit(`/q/${qr.code}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/rendez-vous-en-ligne/${pro.slug}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows the page when the slug changes, so a printed code keeps working', async () => {
    const { pro, qr } = await publicPro();
    const slug = `${pro.slug}-renomme`;
    await t.database.db.updateTable('pros').set({ slug }).where('id', '=', pro.id).execute();
    expect((await visit(`/q/${qr.code}`)).headers.location).toBe(`/rendez-vous-en-ligne/${slug}`);
  });

  it('gives every one of 10 concurrent first requests the same code', async () => {
    const { client } = await signedUpPro(t.app);
    const codes = await Promise.all(Array.from({ length: 10 }, () => client.get(Q)));
    expect(codes.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(codes.map((r) => r.json().code)).size).toBe(1);
  });

  it('answers 404 for an unknown code, a malformed one, or a page not open to visitors', async () => {
    expect((await visit('/q/0000000000')).statusCode).toBe(404);
    expect((await visit('/q/%3Cscript%3E')).statusCode).toBe(404);
    expect((await visit('/q/0000000000/qr.png')).statusCode).toBe(404);
    const { client } = await signedUpPro(t.app); // set-up not done: no public page yet
    const { code } = (await client.get(Q)).json();
    expect((await visit(`/q/${code}`)).statusCode).toBe(404);
  });

  it('regenerates: the old code then answers 404 and the new one leads to the page', async () => {
    const { client, pro, qr } = await publicPro();
    const res = await client.post(`${Q}/regenerate`);
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.message).toBe(qrMessages.regenerated);
    expect(fresh.code).not.toBe(qr.code);
    expect(fresh.url).toBe(`http://localhost:3000/q/${fresh.code}`);
    expect((await visit(`/q/${qr.code}`)).statusCode).toBe(404);
    expect((await visit(`/q/${qr.code}/qr.png`)).statusCode).toBe(404);
    expect((await visit(`/q/${fresh.code}`)).headers.location).toBe(`/rendez-vous-en-ligne/${pro.slug}`);
    expect((await client.get(Q)).json().code).toBe(fresh.code);
    expect(await readQr((await client.get(`${Q}/image.png`)).rawPayload)).toBe(fresh.url);
  });

  it('cannot be read or regenerated by another professional, nor by an anonymous caller', async () => {
    const a = await publicPro();
    const b = await signedUpPro(t.app);
    const bCode = (await b.client.get(Q)).json().code;
    expect(bCode).not.toBe(a.qr.code);
    expect((await b.client.post(`${Q}/regenerate`)).json().code).not.toBe(bCode);
    // B's regeneration replaced B's code only.
    expect((await a.client.get(Q)).json().code).toBe(a.qr.code);
    expect((await visit(`/q/${a.qr.code}`)).statusCode).toBe(302);
    expect(await readQr((await b.client.get(`${Q}/image.png`)).rawPayload)).not.toBe(a.qr.url);

    const anonymous = new TestClient(t.app);
    for (const url of [Q, `${Q}/image.png`, `${Q}/image.svg`])
      expect((await anonymous.get(url)).statusCode).toBe(401);
    for (const url of [`${Q}/regenerate`, `${Q}/mail`])
      expect((await anonymous.post(url)).statusCode).toBe(401);
    expect((await a.client.get(Q)).json().code).toBe(a.qr.code);
  });
});

describe(`the QR code's images (${testDialect})`, () => {
  it('is a PNG a phone reads as the short link, shown inline or downloaded as a file', async () => {
    const { client, pro, qr } = await publicPro();
    const shown = await client.get(`${Q}/image.png`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await readQr(shown.rawPayload)).toBe(qr.url);
    expect(shown.headers['content-disposition']).toBe(`inline; filename="quickrdv-qr-${pro.slug}.png"`);
    const download = await client.get(`${Q}/image.png?download=1`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="quickrdv-qr-${pro.slug}.png"`,
    );
    expect(download.rawPayload).toEqual(shown.rawPayload);
  });

  it('is an SVG (vector, for print) that reads as the same link', async () => {
    const { client, pro, qr } = await publicPro();
    const res = await client.get(`${Q}/image.svg?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="quickrdv-qr-${pro.slug}.svg"`);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(await readQr(res.rawPayload)).toBe(qr.url);
  });

  it('is public as a PNG under the short link, for share buttons', async () => {
    const { qr } = await publicPro();
    const res = await visit(`/q/${qr.code}/qr.png`);
    expect(res.statusCode).toBe(200);
    expect(await readQr(res.rawPayload)).toBe(qr.url);
  });

  it('refuses a bad download parameter with a French message', async () => {
    const { client } = await publicPro();
    const res = await client.get(`${Q}/image.png?download=oui`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le paramètre download ne peut valoir que 1.');
  });
});

describe(`'Recevoir par mail' (${testDialect})`, () => {
  it('e-mails the QR code as a PNG attachment to the login address, with a copy in the outbox', async () => {
    const { client, pro, qr } = await publicPro();
    const res = await client.post(`${Q}/mail`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(qrMessages.mailSent(pro.email));
    // The first e-mail to that address was the sign-up link.
    const mail = await waitFor(() =>
      received.find((m) => m.to.includes(pro.email) && m.raw.includes('Subject: Votre QR code Quick RDV')),
    );
    // The attachment part: its headers, then its base64 body up to the next MIME boundary.
    const part =
      /Content-Type: image\/png; name=(\S+)\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
        mail.raw,
      );
    expect(part?.[1]).toBe(`quickrdv-qr-${pro.slug}.png`);
    const png = Buffer.from(part![2]!.replace(/\r\n/g, ''), 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await readQr(png)).toBe(qr.url);

    const copy = await waitFor(() =>
      t.database.db.selectFrom('outboxMessages').selectAll().where('proId', '=', pro.id).executeTakeFirst(),
    );
    expect(copy).toMatchObject({ channel: 'email', recipient: pro.email, deliveredVia: 'smtp' });
    expect(copy.body).toContain(`Pièce jointe : quickrdv-qr-${pro.slug}.png`);
    expect(copy.body).toContain(qr.url);
  });

  it(`is limited to ${QR_MAILS_PER_HOUR} an hour, with a French message and nothing planned beyond`, async () => {
    const { client, pro } = await publicPro();
    for (let i = 0; i < QR_MAILS_PER_HOUR; i++) expect((await client.post(`${Q}/mail`)).statusCode).toBe(200);
    const refused = await client.post(`${Q}/mail`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(qrMessages.mailTooOften);
    const jobs = await t.database.db
      .selectFrom('jobs')
      .select('id')
      .where('refId', '=', `qr-mail:${pro.id}`)
      .execute();
    expect(jobs).toHaveLength(QR_MAILS_PER_HOUR);
  });
});
