/**
 * Compact references to public slots. A slot reply names thousands of slots; a random availability id per
 * slot made most of its gzipped bytes (8 weeks: 114 KiB), whereas "staff member n at this minute" repeats
 * and compresses to a few bytes. The server resolves a reference (and checks the slot is still free) when
 * it is booked; raw availability ids are still accepted.
 *
 * A reference also carries the version of the staff list its index points into (the same few characters on
 * every slot of a reply, so they cost nothing gzipped): once a staff member is added or deleted, references
 * from an older reply are refused instead of shifting the visitor onto someone else's slot.
 */

export interface SlotRef {
  /** Index in the professional's staff list (catalogue order), or null for an 'Indifférent' slot. */
  staffIndex: number | null;
  /** Start of the slot, epoch milliseconds truncated to the minute. */
  startMinute: number;
  /** staffListVersion of the list the index points into. */
  staffVersion: string;
}

const MINUTE_MS = 60_000;
const NO_STAFF = 'x';
const REF_RE = /^(x|\d{1,4})\.([0-9a-z]{1,10})\.([0-9a-z]{4})$/;

/** Four characters that change whenever the ordered list of staff ids changes (FNV-1a, base 36). */
export function staffListVersion(staffIds: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const ch of staffIds.join(',')) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 4).toString(36).padStart(4, '0');
}

/** 'n.ttttt.vvvv': the staff index (x: none), the start in minutes since the epoch (base 36), the list version. */
export function encodeSlotRef(staffIndex: number | null, startsAt: number, staffVersion: string): string {
  return `${staffIndex ?? NO_STAFF}.${Math.floor(startsAt / MINUTE_MS).toString(36)}.${staffVersion}`;
}

/** The reference a slot id denotes, or null when the id is not one (then it is an availability id). */
export function parseSlotRef(id: string): SlotRef | null {
  const match = REF_RE.exec(id);
  if (!match) return null;
  const minutes = parseInt(match[2]!, 36);
  if (!Number.isSafeInteger(minutes * MINUTE_MS)) return null;
  return {
    staffIndex: match[1] === NO_STAFF ? null : Number(match[1]),
    startMinute: minutes * MINUTE_MS,
    staffVersion: match[3]!,
  };
}

/** Whether a slot starting at `startsAt` is the one a reference's minute names. */
export const startsInMinute = (ref: SlotRef, startsAt: number) =>
  startsAt >= ref.startMinute && startsAt < ref.startMinute + MINUTE_MS;
