import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';

/** A stand-in for the national address service on this machine, answering as the test asks. */
let handler: (req: IncomingMessage, res: ServerResponse) => void;
const received: URL[] = [];
let fakeService: Server;
let online: TestApp;
let offline: TestApp;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A port nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const feature = (n: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [4.85, 45.75] },
  properties: {
    label: `${n} Rue des Lilas 69003 Lyon`,
    housenumber: String(n),
    street: 'Rue des Lilas',
    name: `${n} Rue des Lilas`,
    postcode: '69003',
    city: 'Lyon',
    type: 'housenumber',
    score: 0.9,
  },
});

beforeAll(async () => {
  fakeService = createServer((req, res) => {
    received.push(new URL(req.url!, 'http://localhost'));
    handler(req, res);
  });
  const port = await listen(fakeService);
  online = await createTestApp({ ADDRESS_API_URL: `http://127.0.0.1:${port}/search/` });
  offline = await createTestApp({ ADDRESS_API_URL: `http://127.0.0.1:${await closedPort()}/search/` });
});
afterAll(async () => {
  await online.close();
  await offline.close();
  fakeService.closeAllConnections();
  await new Promise((resolve) => fakeService.close(resolve));
});

const search = (t: TestApp, q: string) =>
  new TestClient(t.app).get(`/api/v1/address/search?q=${encodeURIComponent(q)}`);

describe('GET /address/search with the address service reachable', () => {
  it('asks the service for six results and returns them, public and without login', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          type: 'FeatureCollection',
          features: Array.from({ length: 8 }, (_, i) => feature(i + 1)),
        }),
      );
    };
    received.length = 0;
    const res = await search(online, '12 rue des Lilas Lyon');
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.pathname).toBe('/search/');
    expect(received[0]!.searchParams.get('q')).toBe('12 rue des Lilas Lyon');
    expect(received[0]!.searchParams.get('limit')).toBe('6');
    const body = res.json();
    expect(body.source).toBe('service');
    expect(body.suggestions).toHaveLength(6);
    expect(body.suggestions[0]).toEqual({
      label: '1 Rue des Lilas 69003 Lyon',
      housenumber: '1',
      street: 'Rue des Lilas',
      postcode: '69003',
      city: 'Lyon',
    });
  });

  it('does not call the service for four characters or fewer, unless numeric', async () => {
    received.length = 0;
    handler = (_req, res) => res.end(JSON.stringify({ features: [] }));
    expect((await search(online, 'Lyon')).json()).toEqual({ suggestions: [], source: 'none' });
    expect((await search(online, '  ')).json()).toEqual({ suggestions: [], source: 'none' });
    expect(received).toHaveLength(0);
    expect((await search(online, '69')).json()).toEqual({ suggestions: [], source: 'service' });
    expect(received).toHaveLength(1);
  });

  it('falls back to the postal codes when the service fails or is too slow', async () => {
    handler = (_req, res) => {
      res.statusCode = 502;
      res.end('Bad gateway');
    };
    const failed = await search(online, '69003');
    expect(failed.json()).toEqual({
      source: 'postcodes',
      suggestions: [
        { label: '69003 Lyon', housenumber: null, street: null, postcode: '69003', city: 'Lyon' },
      ],
    });

    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"features": [');
    };
    expect((await search(online, '69003')).json().source).toBe('postcodes');

    handler = () => {}; // never answers
    const started = Date.now();
    const slow = await search(online, '13002 Marseille');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(slow.json()).toEqual({
      source: 'postcodes',
      suggestions: [
        { label: '13002 Marseille', housenumber: null, street: null, postcode: '13002', city: 'Marseille' },
      ],
    });
  });
});

describe('GET /address/search without the address service', () => {
  it('suggests postal codes and cities by postal-code prefix', async () => {
    const res = await search(offline, '690');
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('postcodes');
    expect(res.json().suggestions.map((s: { label: string }) => s.label)).toEqual([
      '69001 Lyon',
      '69002 Lyon',
      '69003 Lyon',
      '69004 Lyon',
      '69005 Lyon',
      '69006 Lyon',
    ]);
  });

  it('matches city names whatever the accents and case, exact names first', async () => {
    const res = await search(offline, 'saint etienne');
    const labels = res.json().suggestions.map((s: { label: string }) => s.label);
    expect(labels).toHaveLength(6);
    expect(labels.slice(0, 3)).toEqual(['42000 Saint-Étienne', '42100 Saint-Étienne', '42230 Saint-Étienne']);
    expect(labels.slice(3).every((l: string) => l.includes('Saint-Étienne-'))).toBe(true);
    expect((await search(offline, 'ÉVREUX')).json().suggestions[0]).toMatchObject({
      postcode: '27000',
      city: 'Évreux',
    });
  });

  it('reads a whole typed address: postal code and the city after the street', async () => {
    expect((await search(offline, '12 rue des Lilas 69003 Lyon')).json().suggestions).toEqual([
      { label: '69003 Lyon', housenumber: null, street: null, postcode: '69003', city: 'Lyon' },
    ]);
    expect((await search(offline, '12 rue des Lilas')).json()).toEqual({
      suggestions: [],
      source: 'postcodes',
    });
  });

  it('refuses an over-long query with a French message', async () => {
    const res = await search(offline, 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ q: 'L’adresse est trop longue.' });
  });

  it('limits each address to 60 searches a minute', async () => {
    const limited = await createTestApp({ ADDRESS_API_URL: offline.config.addressApiUrl });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 61; i++) codes.push((await search(limited, 'Lyon')).statusCode);
      expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
      expect(codes[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
