import { describe, expect, it } from 'vitest';
import { emailChangedMail, passwordResetMail, signupConfirmationMail } from './recovery-mails.js';
import {
  MAIL_REQUESTS_PER_ADDRESS,
  mailRequestAllowed,
  passwordResetSchema,
  tokenExpiry,
  tokenUsable,
} from './recovery.js';

describe('account links', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('expire 30 minutes (reset), 7 days (undo) and 24 hours (sign-up) after issue', () => {
    expect(tokenExpiry('passwordReset', now)).toBe('2026-03-01T10:30:00.000Z');
    expect(tokenExpiry('emailUndo', now)).toBe('2026-03-08T10:00:00.000Z');
    expect(tokenExpiry('signup', now)).toBe('2026-03-02T10:00:00.000Z');
  });

  it('work once, before their expiry', () => {
    const expiresAt = tokenExpiry('passwordReset', now);
    expect(tokenUsable({ expiresAt, usedAt: null }, now)).toBe(true);
    expect(tokenUsable({ expiresAt, usedAt: now.toISOString() }, now)).toBe(false);
    expect(tokenUsable({ expiresAt, usedAt: null }, new Date('2026-03-01T10:30:00.000Z'))).toBe(false);
  });

  it('are requested a few times per address only', () => {
    expect(mailRequestAllowed(MAIL_REQUESTS_PER_ADDRESS - 1)).toBe(true);
    expect(mailRequestAllowed(MAIL_REQUESTS_PER_ADDRESS)).toBe(false);
  });

  it('reset form: both passwords must match, each field named', () => {
    const r = passwordResetSchema.safeParse({
      token: 'x'.repeat(43),
      password: 'motdepasse-1',
      passwordConfirmation: 'autre',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['passwordConfirmation']);
    expect(passwordResetSchema.safeParse({ token: 'court', password: 'x' }).error?.issues.length).toBe(3);
  });

  it('mails carry their link in text and HTML, escaped', () => {
    const url = 'https://quickrdv.fr/x#a&b';
    for (const m of [signupConfirmationMail(url), passwordResetMail(url), emailChangedMail('n@x.fr', url)]) {
      expect(m.text).toContain(url);
      expect(m.html).toContain('https://quickrdv.fr/x#a&amp;b');
    }
  });
});
