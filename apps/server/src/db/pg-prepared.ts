import pg from 'pg';

/**
 * The SQL texts run as named (server-side prepared) statements on PostgreSQL. An unnamed statement is parsed
 * and planned at every run: on the booking's reads PostgreSQL spent more time planning (55–190 µs each) than
 * running them, and 0.7 ms planning the booking's write while it held the salon's lock. A named one is
 * parsed once per connection, and its plan is kept (PostgreSQL's plan cache: a generic plan once it costs no
 * more than the custom ones). Only texts of a fixed shape are registered (the compiled-once reads, the
 * booking's write), and at most MAX_NAMED of them, as each is kept by every connection of the pool.
 */
const MAX_NAMED = 64;
const names = new Map<string, string>();

/**
 * `SELECT *` (or `table.*`): its columns are the table's at Parse time, and PostgreSQL refuses to run a kept
 * statement whose result columns changed ("cached plan must not change result type"), as after another
 * instance's migration adds a column during a rolling deployment. Such texts stay unnamed.
 */
const STAR = /\bselect\s+\*|\.\*/i;

/** Runs `sql` as a named statement from now on, unless MAX_NAMED texts already are (or it selects `*`). */
export function preparePg(sql: string): void {
  if (names.size < MAX_NAMED && !names.has(sql) && !STAR.test(sql)) names.set(sql, `qrdv_${names.size + 1}`);
}

/** The name `sql` runs under, if registered (tests). */
export const preparedName = (sql: string): string | undefined => names.get(sql);

/**
 * The pool's client (pg.Pool's `Client` option): a query given as a registered text and its values (as
 * Kysely, pipelinedTransaction and pgReadWaves give them) runs as that text's named statement; anything else
 * as before.
 */
export class PreparingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    // A connection lost while a request holds it (PostgreSQL restarted, the network cut) emits 'error', which
    // with no listener would end the process; its queries are rejected with the error anyway, and the pool
    // closes a client that can no longer query when it is released (the pool listens while it is idle).
    this.on('error', () => undefined);
  }

  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (name && Array.isArray(values) && callback === undefined)
      return super.query({ name, text: text as string, values }) as never;
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
