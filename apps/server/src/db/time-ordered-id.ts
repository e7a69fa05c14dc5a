import { v7 } from 'uuid';
import { pooledRandomBytes } from '../security/random-pool.js';

/** The millisecond and counter of the last id, as uuid's v7 keeps them (ids increase within a millisecond). */
let lastMs = -Infinity;
let seq = 0;

/**
 * A UUID version 7 (RFC 9562): the time in milliseconds, then random bits, increasing from one id to the
 * next. Rows written together get neighbouring keys, so a booking's appointment, jobs and messages land in
 * the last pages of their tables' indexes instead of a random page each: fewer pages written per commit
 * (SQLite's WAL, PostgreSQL's B-trees). For row ids only, never for secrets (part of an id is the time).
 */
export function timeOrderedId(): string {
  const random = pooledRandomBytes(16); // v7 copies them at once
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    // A new millisecond starts its counter at a random 31-bit value, as uuid does.
    seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else if ((seq = (seq + 1) | 0) === 0) lastMs++;
  return v7({ random, msecs: lastMs, seq });
}
