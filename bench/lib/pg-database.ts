import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database for one bench run, created on the server of `admin` (a URL of a role that may
 * create databases) and dropped by drop(). Throws when the server cannot be reached.
 */
export async function createBenchPgDatabase(admin: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `qrdv_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
