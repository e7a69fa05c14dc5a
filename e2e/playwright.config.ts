import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_PORT lets two runs (say, two developers' branches) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh database per run; kept in the environment so every Playwright process agrees on it.
process.env.E2E_DATA_DIR ??= path.join(repoRoot, '.tmp', `e2e-data-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers for two cores: the server hashes passwords with argon2 and shares the same machine.
  workers: 2,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The guided tour starts by itself at a first visit, and the assistant's box opens on a desktop: both
    // would stand in front of what the other specs click. The assistant's specs (assistant*.spec.ts) start
    // from an empty storage instead.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${PORT}`,
          localStorage: [
            { name: 'qrdv.tour.autostart', value: 'off' },
            { name: 'qrdv.assistant.open', value: '0' },
          ],
        },
      ],
    },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // In CI nobody opens a screenshot or a trace (the log is what comes back), and recording a trace of
    // every test with full-page screenshots doubled the time of the longest specs: kept for a developer.
    screenshot: process.env.CI ? 'only-on-failure' : 'on',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // Small phones' widths are the phone project's to check.
      testIgnore: /small-phones\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // Drag and resize are desktop gestures (appointments are not draggable on phones).
      testIgnore: /calendar-drag\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The server logs warnings and errors only: shown in the run's output, so a 500 a test meets comes with
    // its stack (CI's log is all that comes back from a failed run).
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every test signs up and books from the same address; the per-IP limits are covered by the API tests.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      BOOKING_RATE_LIMIT_PER_IP: '10000',
      DIRECTORY_RATE_LIMIT_PER_IP: '10000',
      // Each demo visit opens a copy from 127.0.0.1 (about 20 per run): above the per-address hourly limit.
      DEMO_STARTS_PER_IP_PER_HOUR: '10000',
      // Appointments a test has placed in the past get their review request within a second.
      REVIEW_SWEEP_MS: '1000',
    },
  },
});
