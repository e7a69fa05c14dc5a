import argon2 from 'argon2';

// OWASP's argon2id recommendation (19 MiB, 2 passes) keeps a login well under 100 ms on one core.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

/** A hash of a random password, verified against when the account does not exist, so timing reveals nothing. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  dummyHash ??= argon2.hash('not-a-real-password', options);
  const target = hash ?? (await dummyHash);
  const ok = await argon2.verify(target, password).catch(() => false);
  return ok && hash !== null;
}
