import { setTimeout as sleep } from 'node:timers/promises';
import { SIGNUP_CONFIRM_PATH } from '@quickrdv/core';
import type { Database } from '../../apps/server/src/db/database.js';

/**
 * Signs a professional up through the real API and opens the activation link e-mailed to them (read from
 * the outbox, where the server keeps every e-mail): returns the logged-in session, as a browser holds it.
 */
export async function signUpConfirmed(
  server: { url: string; database: Database },
  input: { nomSociete: string; prenom: string; nom: string; email: string; password: string },
): Promise<{ cookie: string; csrfToken: string; pro: { id: string } }> {
  const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...input, passwordConfirmation: input.password, acceptTerms: true }),
  });
  if (signup.status !== 202) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const pattern = new RegExp(`${SIGNUP_CONFIRM_PATH}#([A-Za-z0-9_-]+)`);
  let token: string | undefined;
  for (let waited = 0; !token && waited < 10_000; waited += 20) {
    const mail = await server.database.db
      .selectFrom('outboxMessages')
      .select('body')
      .where('recipient', '=', input.email)
      .executeTakeFirst();
    token = mail && pattern.exec(mail.body)?.[1];
    if (!token) await sleep(20);
  }
  if (!token) throw new Error(`no activation e-mail to ${input.email}`);
  const confirmed = await fetch(`${server.url}/api/v1/auth/signup/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (confirmed.status !== 201) throw new Error(`confirmation failed: ${confirmed.status}`);
  const { csrfToken, pro } = (await confirmed.json()) as { csrfToken: string; pro: { id: string } };
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrfToken, pro };
}
