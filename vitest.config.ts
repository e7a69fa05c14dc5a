import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests import the shared core from source, so no build is needed before running them.
const coreSrc = (file: string) => fileURLToPath(new URL(`./packages/core/src/${file}`, import.meta.url));
const alias = [
  { find: /^@quickrdv\/core$/, replacement: coreSrc('index.ts') },
  { find: /^@quickrdv\/core\/assistant$/, replacement: coreSrc('assistant/index.ts') },
  // The iCalendar entry (ical-generator, ical.js), kept out of the web app's bundle.
  { find: /^@quickrdv\/core\/ical$/, replacement: coreSrc('calendar-sync/ical.ts') },
];

export default defineConfig({
  test: {
    // argon2 and the databases are CPU-bound: two workers match the two cores.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // *.pg.test.ts: behaviour only PostgreSQL has (a second connection's locks); *.sqlite.test.ts: only
          // SQLite's (its catalogue triggers). Not skipped: left out of the other database's run.
          exclude: [`apps/server/src/**/*.${process.env.TEST_DB === 'postgres' ? 'sqlite' : 'pg'}.test.ts`],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
