import { expect, test, type Frame, type Page, type Response } from '@playwright/test';
import { framePath, SHOWCASE } from '../support/widget';

/**
 * The public pages stay light on a phone: no back-office library (PrimeReact, FullCalendar, TipTap) among
 * the scripts they load, the font in latin subsets, and assets sent precompressed with a year of caching.
 */
const PROFILE = `/rendez-vous-en-ligne/${SHOWCASE}`;

// Strings each library's code carries whatever the build names its chunks: PrimeReact injects its styles
// in this layer, FullCalendar draws its scrollers with this class, TipTap's editor view is ProseMirror's.
const BACK_OFFICE = { PrimeReact: '@layer primereact', FullCalendar: 'fc-scroller', TipTap: 'ProseMirror' };

interface Loaded {
  scripts: Map<string, string>;
  responses: Response[];
}

/** Records every response of the page and its frames, and the text of every script. */
function record(page: Page): Loaded {
  const loaded: Loaded = { scripts: new Map(), responses: [] };
  page.on('response', (response) => {
    loaded.responses.push(response);
    if (response.request().resourceType() === 'script') {
      const url = new URL(response.url()).pathname;
      void response.text().then(
        (body) => loaded.scripts.set(url, body),
        () => loaded.scripts.set(url, ''),
      );
    }
  });
  return loaded;
}

/** The back-office libraries found in the scripts loaded, as 'Library in /assets/file.js'. */
function backOfficeScripts(loaded: Loaded): string[] {
  const found: string[] = [];
  for (const [url, body] of loaded.scripts)
    for (const [library, marker] of Object.entries(BACK_OFFICE))
      if (body.includes(marker)) found.push(`${library} in ${url}`);
  return found;
}

// The map provider is outside the test machine's reach: a stub answers, so 'nothing left to fetch' comes.
test.beforeEach(async ({ page }) => {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<body>Carte</body>' }),
  );
});

/** Waits until the booking frame shows its first bookable day and the page has nothing left to fetch. */
async function loadedWithSlots(page: Page, frame: () => Promise<Frame>): Promise<void> {
  await expect((await frame()).locator('.w-day-chip').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const profileFrame = (page: Page) => async () => {
  const handle = await page.waitForSelector('iframe.pp-frame');
  return (await handle.contentFrame())!;
};

test('the profile page and the booking frame alone load no PrimeReact, FullCalendar or TipTap code', async ({
  page,
  browser,
}) => {
  const loaded = record(page);
  await page.goto(PROFILE);
  await loadedWithSlots(page, profileFrame(page));
  // The page did run its own code and the frame's: what is checked is really what it loads.
  expect(loaded.scripts.size).toBeGreaterThan(2);
  expect([...loaded.scripts.keys()].some((url) => /\/assets\/widget-/.test(url))).toBe(true);
  expect(backOfficeScripts(loaded)).toEqual([]);

  // Still usable without them: the services open and close, a photo opens enlarged and closes.
  const services = page.locator('[data-block="AccordionPrestaBlock"]');
  const menCut = services.locator('.pp-service', { hasText: 'Coupe homme' });
  await expect(menCut).toBeHidden();
  await services.getByRole('button', { name: /^Homme/ }).click();
  await expect(menCut).toBeVisible();
  await expect(services.getByRole('button', { name: /^Homme/ })).toHaveAttribute('aria-expanded', 'true');
  await page.locator('.pp-gallery-item').first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toContainText('1 / 3');
  await lightbox.getByRole('button', { name: 'Fermer' }).click();
  await expect(lightbox).toBeHidden();
  expect(backOfficeScripts(loaded)).toEqual([]);

  // The booking frame alone, as a salon's own site embeds it, in a fresh browser (nothing cached).
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const framePage = await context.newPage();
  const frameLoaded = record(framePage);
  await framePage.goto(framePath(SHOWCASE));
  await loadedWithSlots(framePage, async () => framePage.mainFrame());
  expect(frameLoaded.scripts.size).toBeGreaterThan(1);
  expect(backOfficeScripts(frameLoaded)).toEqual([]);
  await context.close();

  // The login page is built with PrimeReact: the same check finds it there.
  const loginLoaded = record(page);
  await page.goto('/rendez-vous-en-ligne-connexion');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(backOfficeScripts(loginLoaded).some((found) => found.startsWith('PrimeReact'))).toBe(true);
});

test('the profile page gets the latin Inter subset and its assets precompressed, cached a year', async ({
  page,
}) => {
  const loaded = record(page);
  await page.goto(PROFILE);
  await loadedWithSlots(page, profileFrame(page));

  const fonts = loaded.responses.filter((r) => r.request().resourceType() === 'font').map((r) => r.url());
  expect(fonts.some((url) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(url))).toBe(true);
  // Never the whole font the PrimeReact theme ships (350 KB a style).
  expect(fonts.filter((url) => /InterVariable/.test(url))).toEqual([]);

  const assets = loaded.responses.filter((r) => /\/assets\/[^/]+\.(js|css)$/.test(new URL(r.url()).pathname));
  expect(assets.length).toBeGreaterThan(3);
  for (const response of assets) {
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], response.url()).toBe('br');
    expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    expect(headers.vary, response.url()).toMatch(/accept-encoding/i);
  }
  const html = await page.request.get(PROFILE);
  expect(html.headers()['cache-control']).toBe('no-cache');
});

test('the profile page draws its icons without the icon font and gets its pictures at the size shown', async ({
  page,
}) => {
  const loaded = record(page);
  await page.goto(PROFILE);
  await loadedWithSlots(page, profileFrame(page));
  await expect(page.locator('.pp-company-address svg.qi')).toBeVisible();

  const fonts = loaded.responses.filter((r) => r.request().resourceType() === 'font').map((r) => r.url());
  expect(fonts.filter((url) => /primeicons/.test(url))).toEqual([]);

  // Every salon picture (its image, the gallery, in the page and in the frame) is a resized WebP copy.
  const pictures = loaded.responses.filter((r) => /\/api\/v1\/uploads\//.test(r.url()));
  expect(pictures.length).toBeGreaterThan(0);
  for (const response of pictures) {
    expect(new URL(response.url()).searchParams.get('w'), response.url()).toMatch(/^\d+$/);
    expect(response.headers()['content-type'], response.url()).toBe('image/webp');
  }
  // Each shown picture is sharp (its copy about as wide as its box on this screen, or the whole picture);
  // opened, a photo comes as wide as the viewer shows it.
  for (const img of [
    ...(await page.locator('.pp-company-image, .pp-gallery-item img').all()),
    page.getByRole('dialog').locator('img'),
  ]) {
    if ((await img.count()) === 0) await page.locator('.pp-gallery-item').first().click();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate(sharpEnough), { message: 'a picture too small' }).toBe(true);
  }
});

/** Runs in the page: the picture is loaded from a resized copy at least about as wide as it is shown. */
function sharpEnough(img: HTMLImageElement): boolean {
  // A lazy picture just scrolled into view has not chosen its source yet: not loaded, so not yet.
  if (!img.currentSrc || !img.complete) return false;
  const width = Number(new URL(img.currentSrc).searchParams.get('w'));
  const needed = Math.min(img.getBoundingClientRect().width * devicePixelRatio, img.naturalWidth);
  // 10 % of margin: `sizes` is the layout's estimate, a few pixels off the real box.
  return width > 0 && width >= needed * 0.9;
}
