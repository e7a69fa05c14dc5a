import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi } from './app';
import { completeSetupViaApi } from './backoffice';

/** The config's Chromium and flags, plus fake camera and microphone that need no permission prompt. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const fakeMediaLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

/** Context options of one side of a call at a given size (the config's locale and storage included). */
export function sideOptions(testInfo: TestInfo, size: 'phone' | 'desktop') {
  const use = testInfo.project.use;
  return {
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    storageState: use.storageState,
    ...(size === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } }),
  };
}

export async function newSide(browser: Browser, testInfo: TestInfo, size: 'phone' | 'desktop') {
  const context: BrowserContext = await browser.newContext(sideOptions(testInfo, size));
  return { context, page: await context.newPage() };
}

/**
 * A salon ready for visitors, its owner logged in on `page` and on the professional space, with its live
 * socket subscribed (a visitor calling before that would hear the salon is offline). Returns its slug.
 */
export async function salonOnline(page: Page, testInfo: TestInfo, nomSociete: string): Promise<string> {
  const slug = await salonReady(page.request, testInfo, nomSociete);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/api/v1/live'));
  await page.goto(`${PRO_BASE}/accueil`);
  await (await socket).waitForEvent('framereceived', (frame) => String(frame.payload).includes('live.ready'));
  return slug;
}

/** A salon ready for visitors, its owner logged in through `request` only (no page open: offline). */
export async function salonReady(request: APIRequestContext, testInfo: TestInfo, nomSociete: string) {
  await signUpViaApi(request, newPro(testInfo, { nomSociete }));
  await completeSetupViaApi(request);
  const session = (await (await request.get('/api/v1/auth/session')).json()) as { pro: { slug: string } };
  return session.pro.slug;
}

/** The <video> shows the other side's camera: it has a picture and its time moves on. */
export async function expectVideoPlays(video: Locator): Promise<void> {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(start);
}
