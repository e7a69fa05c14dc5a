/** True for a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === '23505'
  );
}

/**
 * True when the database could not take the work now, through no fault of the request: SQLite's write lock
 * held past the busy timeout by another connection to the file; on PostgreSQL a serialisation failure, a
 * deadlock or a lock not available. Worth trying again in a moment.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  // Not SQLITE_LOCKED: that is a conflict inside one connection, a bug of ours, which stays a 500.
  return code.startsWith('SQLITE_BUSY') || ['40001', '40P01', '55P03'].includes(code);
}
