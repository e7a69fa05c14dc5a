/**
 * The public pages on a slow phone: Chromium (/usr/bin/chromium) with slow 4G (150 ms latency, 1.6 Mbit/s
 * down, 750 kbit/s up) and a 4x CPU slowdown, cold cache (a new browser context per run), against the real
 * server started here on a fresh SQLite DATA_DIR with the showcase salon, serving apps/web/dist.
 * Measures, for the showcase salon's profile page and for the booking frame alone: requests, bytes
 * transferred (bodies as sent, compressed, plus headers), and the time from navigation until the frame's
 * first bookable day is visible; then, warm, the time from tapping that day to its first slot button.
 * Run: npm run bench:phone (builds apps/web first). BENCH_ROUNDS (default 3): runs per page, medians printed;
 * BENCH_WEB_DIST: serve another build instead of apps/web/dist.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { ensureShowcaseSalon, SHOWCASE_SLUG } from '../apps/server/src/features/demo/demo.service.js';
import { startBenchServer } from './lib/server.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const KBIT = 1000 / 8; // bytes per second in one kbit/s
const NETWORK = { latency: 150, downloadThroughput: 1600 * KBIT, uploadThroughput: 750 * KBIT };
const CPU_SLOWDOWN = 4;
const TARGETS = { profileKB: 250, profileFirstSlotMs: 2500, frameKB: 120 };

// BENCH_WEB_DIST: another build to compare with (say, of an earlier commit).
const dist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/** A free loopback port: the server's PUBLIC_URL must be its own address, since the profile embeds its frame by it. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Run {
  requests: number;
  bytes: number;
  byType: Record<string, { requests: number; bytes: number }>;
  /** Each request of the cold load: type, kB, path. */
  files: string[];
  firstDayMs: number;
  firstSlotAfterTapMs: number;
  /** Console warnings and errors of the page and its frame (an unused preload shows here). */
  warnings: string[];
}

/** One cold load of url on a throttled phone; `frameOf` finds the booking frame in the page. */
async function measure(browser: Browser, url: string, frameOf: (page: Page) => Promise<Frame>): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The frame is same-origin, so it runs in the page's process and its requests show on this session.
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const run: Run = {
    requests: 0,
    bytes: 0,
    byType: {},
    files: [],
    firstDayMs: 0,
    firstSlotAfterTapMs: 0,
    warnings: [],
  };
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') run.warnings.push(message.text());
  });
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!types.has(e.requestId)) run.requests++;
    types.set(e.requestId, e.type ?? 'Other');
    urls.set(e.requestId, e.request.url.replace(/^https?:\/\/[^/]+/, ''));
  });
  cdp.on('Network.loadingFinished', (e) => {
    run.bytes += e.encodedDataLength;
    const type = types.get(e.requestId) ?? 'Other';
    const t = (run.byType[type] ??= { requests: 0, bytes: 0 });
    t.requests++;
    t.bytes += e.encodedDataLength;
    run.files.push(`${type} ${kB(e.encodedDataLength)} ${urls.get(e.requestId)}`);
  });

  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const frame = await frameOf(page);
  const firstDay = frame.locator('.w-day-chip').first();
  await firstDay.waitFor({ state: 'visible', timeout: 60_000 });
  run.firstDayMs = Date.now() - t0;
  // The rest of the cold load (what a visitor downloads without doing anything), then counted.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const bytes = {
    total: run.bytes,
    requests: run.requests,
    byType: structuredClone(run.byType),
    files: [...run.files],
  };

  const t1 = Date.now();
  await firstDay.click();
  await frame.locator('.w-slot').first().waitFor({ state: 'visible', timeout: 60_000 });
  run.firstSlotAfterTapMs = Date.now() - t1;
  await context.close();
  return { ...run, bytes: bytes.total, requests: bytes.requests, byType: bytes.byType, files: bytes.files };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => Number((bytes / 1000).toFixed(1));

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'qrdv-phone-'));
const server = await startBenchServer(
  { DATA_DIR: dataDir, WEB_DIST: dist, PUBLIC_URL: `http://127.0.0.1:${port}` },
  port,
);
await ensureShowcaseSalon(server.database.db, dataDir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

const load = loadavg()[0]!.toFixed(2);
const pages = {
  profile: {
    url: `${server.url}/rendez-vous-en-ligne/${SHOWCASE_SLUG}`,
    frameOf: async (page: Page) => {
      const handle = await page.waitForSelector('iframe.pp-frame', { timeout: 60_000 });
      return (await handle.contentFrame())!;
    },
  },
  frame: {
    url: `${server.url}/rendez-vous-en-ligne/cadreindividuel/${SHOWCASE_SLUG}`,
    frameOf: async (page: Page) => page.mainFrame(),
  },
};
const results: Record<keyof typeof pages, Run[]> = { profile: [], frame: [] };
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, p] of Object.entries(pages) as [keyof typeof pages, (typeof pages)['profile']][]) {
      results[name].push(await measure(browser, p.url, p.frameOf));
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const summary = (runs: Run[]) => ({
  requests: median(runs.map((r) => r.requests)),
  kB: kB(median(runs.map((r) => r.bytes))),
  firstDayMs: median(runs.map((r) => r.firstDayMs)),
  slotAfterTapMs: median(runs.map((r) => r.firstSlotAfterTapMs)),
});
const profile = summary(results.profile);
const frame = summary(results.frame);
const met = (ok: boolean) => (ok ? 'met' : 'missed');
console.log(
  `Public pages on a slow phone: Chromium, ${NETWORK.latency} ms, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}x slower, ` +
    `390x844 @3x, cold cache; medians of ${ROUNDS} runs (kB = 1000 bytes as transferred). Load average before: ${load}`,
);
console.table({
  [`profile /rendez-vous-en-ligne/${SHOWCASE_SLUG}`]: {
    requests: profile.requests,
    'kB transferred': profile.kB,
    'first free day visible (ms)': profile.firstDayMs,
    'first slot after a tap (ms)': profile.slotAfterTapMs,
    targets: `≤ ${TARGETS.profileKB} kB, ≤ ${TARGETS.profileFirstSlotMs} ms`,
    result: `${met(profile.kB <= TARGETS.profileKB)}, ${met(profile.firstDayMs <= TARGETS.profileFirstSlotMs)}`,
  },
  'booking frame alone (cadreindividuel)': {
    requests: frame.requests,
    'kB transferred': frame.kB,
    'first free day visible (ms)': frame.firstDayMs,
    'first slot after a tap (ms)': frame.slotAfterTapMs,
    targets: `≤ ${TARGETS.frameKB} kB`,
    result: met(frame.kB <= TARGETS.frameKB),
  },
});
for (const [name, runs] of Object.entries(results)) {
  const last = runs.at(-1)!;
  const parts = Object.entries(last.byType)
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([type, t]) => `${type} ${t.requests} req ${kB(t.bytes)} kB`);
  console.log(`${name}, last run by type: ${parts.join(', ')}`);
  console.log(`${name}, console warnings and errors of the last run: ${last.warnings.join(' | ') || 'none'}`);
  // BENCH_VERBOSE=1: every request of the last cold load.
  if (process.env.BENCH_VERBOSE) for (const f of last.files) console.log(`  ${f}`);
}
console.log(`Load average after: ${loadavg()[0]!.toFixed(2)}`);
