import { v7 } from 'uuid';

/**
 * A UUID version 7 (RFC 9562): the time in milliseconds, then random bits, increasing from one id to the
 * next. Rows written together get neighbouring keys, so a booking's appointment, jobs and messages land in
 * the last pages of their tables' indexes instead of a random page each: fewer pages written per commit
 * (SQLite's WAL, PostgreSQL's B-trees). For row ids only, never for secrets (tokens stay fully random).
 */
export const timeOrderedId = (): string => v7();
