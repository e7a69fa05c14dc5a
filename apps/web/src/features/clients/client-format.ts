import { SMS_SENDER_MAX, type ClientDto } from '@quickrdv/core';

/**
 * The avatar's pastel colour (the specification's hue 0-357, saturation 32%, lightness 73%). The old screen
 * drew a random hue on every render; a hue derived from the id keeps each client's colour the same
 * everywhere and across visits.
 */
export function avatarColor(id: string): string {
  let hash = 0;
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return `hsl(${hash % 358}, 32%, 73%)`;
}

/** The avatar's letter: the first letter of the nom. */
export const avatarLetter = (nom: string) => (nom.trim().charAt(0) || '?').toUpperCase();

/** 'NOM Prénom' as titles and dialogs name a client. */
export const clientName = (c: Pick<ClientDto, 'nom' | 'prenom'>) => `${c.nom} ${c.prenom}`.trim();

/** Full years between a birth day and today ('YYYY-MM-DD' both), or null when not a past day. */
export function ageOn(birthDay: string | null, today: string): number | null {
  if (!birthDay || !/^\d{4}-\d{2}-\d{2}$/.test(birthDay) || birthDay >= today) return null;
  const [by, bm, bd] = birthDay.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A sender operators accept, from the salon's name: letters without accents, digits, spaces, 11 at most. */
export const defaultSender = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SMS_SENDER_MAX)
    .trim();
