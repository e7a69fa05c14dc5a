import { calendarSyncMessages as m } from '@quickrdv/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro } from '../../test/test-client.js';
import { bookableSalon } from '../booking/booking.fixtures.js';
import { isBlockedAddress } from './blocked-addresses.js';
import { icsCalendar, icsServer } from './calendar-sync.fixtures.js';
import { fetchCalendarText } from './safe-fetch.js';

const ics = icsCalendar(['BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261201T080000Z\r\nDURATION:PT1H\r\nEND:VEVENT']);
let local: Awaited<ReturnType<typeof icsServer>>;
let other: Awaited<ReturnType<typeof icsServer>>;
beforeAll(async () => {
  local = await icsServer('127.0.0.1');
  // A second loopback address: the only one the redirect test lets through.
  other = await icsServer('127.0.0.2');
  local.state.body = ics;
  other.state.routes.set('/to-local', (res) => res.writeHead(302, { location: local.url() }).end());
});
afterAll(async () => {
  await local.close();
  await other.close();
});

const fails = async (p: Promise<unknown>, message: string) => expect(p).rejects.toThrow(message);

describe('isBlockedAddress', () => {
  it('refuses loopback, private, link-local, unique-local, multicast and unspecified, v4 and v6', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      'not-an-ip',
    ])
      expect(isBlockedAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '93.184.216.34', '2a00:1450:4007:80e::200e', '2606:4700::1111'])
      expect(isBlockedAddress(ip), ip).toBe(false);
  });
});

describe('fetchCalendarText', () => {
  const strict = { allowPrivate: false };
  it('refuses 127.0.0.1, localhost, [::1] and 169.254.169.254 before any request', async () => {
    const hits = local.state.hits;
    await fails(fetchCalendarText(local.url(), strict), m.hostRefused);
    await fails(fetchCalendarText(local.url().replace('127.0.0.1', 'localhost'), strict), m.hostRefused);
    await fails(fetchCalendarText(local.url().replace('127.0.0.1', '[::1]'), strict), m.hostRefused);
    await fails(fetchCalendarText('http://169.254.169.254/latest/meta-data/', strict), m.hostRefused);
    await fails(fetchCalendarText('webcal://[::ffff:127.0.0.1]/cal.ics', strict), m.hostRefused);
    expect(local.state.hits).toBe(hits);
  });

  it('checks every redirect again: a redirect to 127.0.0.1 is refused', async () => {
    const allowOther = { allowPrivate: false, allowAddresses: new Set(['127.0.0.2']) };
    const hits = local.state.hits;
    await fails(fetchCalendarText(other.url('/to-local'), allowOther), m.hostRefused);
    expect(local.state.hits).toBe(hits);
    // The same redirect with private hosts allowed (the tests' flag) is followed.
    expect(await fetchCalendarText(other.url('/to-local'), { allowPrivate: true })).toBe(ics);
  });

  it('follows 3 redirects at most', async () => {
    for (let i = 1; i <= 4; i++)
      local.state.routes.set(`/r${i}`, (res) =>
        res.writeHead(301, { location: i === 4 ? '/cal.ics' : `/r${i + 1}` }).end(),
      );
    const open = { allowPrivate: true };
    expect(await fetchCalendarText(local.url('/r2'), open)).toBe(ics);
    await fails(fetchCalendarText(local.url('/r1'), open), m.tooManyRedirects);
  });

  it('refuses more than 5 MB, declared or streamed, a slow server, an error status and other schemes', async () => {
    const open = { allowPrivate: true };
    local.state.routes.set('/declared', (res) =>
      res.writeHead(200, { 'content-length': String(20 * 1024 * 1024) }).end(),
    );
    local.state.routes.set('/streamed', (res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      for (let i = 0; i < 6; i++) res.write(chunk);
      res.end();
    });
    local.state.routes.set('/slow', () => {});
    await fails(fetchCalendarText(local.url('/declared'), open), m.tooLarge);
    await fails(fetchCalendarText(local.url('/streamed'), open), m.tooLarge);
    await fails(fetchCalendarText(local.url('/slow'), { ...open, timeoutMs: 300 }), m.timeout);
    await fails(fetchCalendarText(local.url('/missing'), open), m.httpError(404));
    await fails(fetchCalendarText('file:///etc/passwd', open), m.urlInvalid);
    await fails(fetchCalendarText('http://nowhere.invalid/cal.ics', open), m.hostUnknown);
  });
});

describe('POST /calendar-sync/imports/url without the test flag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  it('refuses local and metadata addresses with a French message and stores nothing', async () => {
    const p = await signedUpPro(t.app);
    const s = await bookableSalon(t.database.db, p.pro.id);
    const hits = local.state.hits;
    for (const url of [
      local.url(),
      local.url().replace('http://127.0.0.1', 'webcal://localhost'),
      local.url().replace('127.0.0.1', '[::1]'),
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await p.client.post('/api/v1/calendar-sync/imports/url', { staffId: s.anna, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.url, url).toBe(m.hostRefused);
    }
    expect(local.state.hits).toBe(hits);
    const rows = await t.database.db.selectFrom('calendarImports').select('id').execute();
    expect(rows).toEqual([]);
  });
});
