import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The e2e server keeps every e-mail in its outbox table (no SMTP_URL): this reads it as the recipient's
 * mailbox, straight from the server's SQLite file in E2E_DATA_DIR (set by playwright.config.ts).
 */
function outbox(to: string): { subject: string; body: string }[] {
  const file = path.join(process.env.E2E_DATA_DIR!, 'quickrdv.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select subject, body from outbox_messages where recipient = ? order by created_at desc')
      .all(to.toLowerCase()) as { subject: string; body: string }[];
  } finally {
    db.close();
  }
}

/** Waits for an e-mail to `to` whose subject is `subject` (sent by the server's job worker). */
export async function waitForMail(to: string, subject: string): Promise<{ subject: string; body: string }> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const mail = outbox(to).find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail "${subject}" to ${to}`);
}

/** The newest link to `pagePath` e-mailed to `to`, as a path for page.goto (the token is in the fragment). */
export async function mailedLink(to: string, subject: string, pagePath: string): Promise<string> {
  const mail = await waitForMail(to, subject);
  const token = new RegExp(`${pagePath}#([A-Za-z0-9_-]+)`).exec(mail.body)?.[1];
  if (!token) throw new Error(`no link to ${pagePath} in "${subject}"`);
  return `${pagePath}#${token}`;
}

export const mailSubjects = {
  signup: 'Activez votre compte Quick RDV',
  existingAccount: 'Votre compte Quick RDV',
  passwordReset: 'Choisissez un nouveau mot de passe',
  emailChanged: 'Votre identifiant Quick RDV a été modifié',
} as const;
