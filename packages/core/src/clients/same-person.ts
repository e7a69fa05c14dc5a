/** Folds a name for comparison: accents, case, spaces and hyphens do not make two people different. */
export const foldName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐‑'’.]+/g, ' ')
    .trim();

/**
 * Whether an online booker is the professional's existing client: same e-mail AND same first and last name.
 * A phone number alone never links (anyone may type a known number), nor an e-mail under another name: the
 * booker's typed identity must not be filed under someone else, and a visitor must never see data they did
 * not type. Other near matches are left for the professional to merge in the client file.
 */
export function isSameClient(
  booker: { prenom: string; nom: string; email: string },
  client: { prenom: string; nom: string; email: string | null },
): boolean {
  return (
    !!client.email &&
    client.email.trim().toLowerCase() === booker.email.trim().toLowerCase() &&
    foldName(client.prenom) === foldName(booker.prenom) &&
    foldName(client.nom) === foldName(booker.nom)
  );
}
