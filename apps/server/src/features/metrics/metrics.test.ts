import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics, open (no METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/clients/some-id' }); // 401: not logged in
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /quickrdv_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    // The pattern, not the id: one series per route whatever the ids.
    expect(res.body).toContain('route="/api/v1/clients/:id",status="401"');
    expect(res.body).not.toContain('some-id');
    expect(res.body).toMatch(
      /quickrdv_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"/,
    );
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('reports the shared job queue by status and the open live sockets', async () => {
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('jobs')
      .values([
        { id: 'j1', kind: 'test', payload: '{}', runAt: now, createdAt: now, status: 'pending' },
        { id: 'j2', kind: 'test', payload: '{}', runAt: now, createdAt: now, status: 'pending' },
        { id: 'j3', kind: 'test', payload: '{}', runAt: now, createdAt: now, status: 'failed' },
        { id: 'j4', kind: 'test', payload: '{}', runAt: now, createdAt: now, status: 'done' },
      ])
      .execute();
    const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(body).toContain('quickrdv_jobs{status="pending"} 2');
    expect(body).toContain('quickrdv_jobs{status="failed"} 1');
    expect(body).not.toContain('quickrdv_jobs{status="done"}');
    expect(body).toContain('quickrdv_live_sockets 0');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, JOBS_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  it('refuses without the token or with a wrong one, in French', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Jeton de métriques manquant ou invalide.');
    }
  });

  it('answers with the token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('quickrdv_http_requests_total');
  });
});
