import type { Database as SqliteHandle, Statement } from 'better-sqlite3';

type Method = 'all' | 'get' | 'run';
interface Tally {
  calls: number;
  ns: bigint;
}

/**
 * Times every statement this SQLite connection runs while on (BENCH_SQL_TIMES=1): better-sqlite3's
 * statements share one prototype, whose all/get/run are wrapped once with a clock. What SQLite itself costs
 * the server thread per booking, statement by statement, under the bench's load (a statement run alone, its
 * pages and code hot in the CPU's caches, takes a quarter to a half of that).
 */
export function timeSqliteStatements(sqlite: SqliteHandle): {
  /** Rows of µs per booking (and calls per booking) by SQL text, the dearest first; resets the counts. */
  report(bookings: number): Record<string, string | number>[];
  stop(): void;
} {
  const proto = Object.getPrototypeOf(sqlite.prepare('select 1')) as Record<
    Method,
    (...a: unknown[]) => unknown
  >;
  const tallies = new Map<string, Tally>();
  const originals = new Map<Method, (...a: unknown[]) => unknown>();
  for (const method of ['all', 'get', 'run'] as const) {
    const original = proto[method];
    originals.set(method, original);
    proto[method] = function (this: Statement, ...args: unknown[]) {
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const elapsed = process.hrtime.bigint() - started;
        const tally = tallies.get(this.source) ?? { calls: 0, ns: 0n };
        tally.calls++;
        tally.ns += elapsed;
        tallies.set(this.source, tally);
      }
    };
  }
  return {
    report(bookings) {
      const rows = [...tallies]
        .sort((a, b) => Number(b[1].ns - a[1].ns))
        .map(([source, t]) => ({
          'µs/booking': Number((Number(t.ns) / 1000 / bookings).toFixed(1)),
          'calls/booking': Number((t.calls / bookings).toFixed(2)),
          sql: source.replace(/\s+/g, ' ').slice(0, 90),
        }));
      const total = rows.reduce((n, r) => n + r['µs/booking'], 0);
      tallies.clear();
      return [
        ...rows,
        { 'µs/booking': Number(total.toFixed(1)), 'calls/booking': '', sql: '(all statements)' },
      ];
    },
    stop() {
      for (const [method, original] of originals) proto[method] = original;
    },
  };
}
