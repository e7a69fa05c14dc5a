import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SIGNUP_CONFIRM_PATH, type SessionPro } from '@quickrdv/core';
import { mailedLinkToken } from './mail-links.js';

let counter = 0;

/** A browser-like caller: keeps its session cookie and sends the CSRF token on writes. */
export class TestClient {
  cookie: string | null = null;
  csrfToken: string | null = null;
  pro: SessionPro | null = null;

  constructor(readonly app: FastifyInstance) {}

  async request(opts: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrfToken && opts.method && opts.method !== 'GET') headers['x-csrf-token'] ??= this.csrfToken;
    const res = await this.app.inject({ ...opts, headers });
    const setCookie = res.cookies.find((c) => c.name === 'qrdv_sid');
    if (setCookie) this.cookie = setCookie.value ? `qrdv_sid=${setCookie.value}` : null;
    const body = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
    if (body && typeof body === 'object' && 'csrfToken' in body && body.csrfToken)
      this.csrfToken = body.csrfToken;
    if (body && typeof body === 'object' && 'pro' in body && body.pro) this.pro = body.pro;
    return res;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: unknown) =>
    this.request({ method: 'POST', url, payload: payload as object });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as object });
  patch = (url: string, payload?: unknown) =>
    this.request({ method: 'PATCH', url, payload: payload as object });
  delete = (url: string) => this.request({ method: 'DELETE', url });
}

/** Sign-up fields with unique values; override what a test cares about. */
export function buildSignup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return {
    nomSociete: `Salon Test ${n}`,
    prenom: 'Léa',
    nom: 'Martin',
    email: `pro-${n}@example.fr`,
    password: 'motdepasse-sur-1',
    passwordConfirmation: 'motdepasse-sur-1',
    acceptTerms: true,
    ...overrides,
  };
}

/** A new professional, signed up, confirmed through the link e-mailed to them, and logged in. */
export async function signedUpPro(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const client = new TestClient(app);
  const input = buildSignup(overrides);
  const res = await client.post('/api/v1/auth/signup', input);
  if (res.statusCode !== 202) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const token = await mailedLinkToken(app, String(input.email).trim().toLowerCase(), SIGNUP_CONFIRM_PATH);
  const confirmed = await client.post('/api/v1/auth/signup/confirm', { token });
  if (confirmed.statusCode !== 201)
    throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { client, input, pro: client.pro! };
}
