import { fileURLToPath } from 'node:url';
import { expect, test, type FrameLocator, type Locator, type Page, type TestInfo } from '@playwright/test';
import { SNAPSHOTS } from '../support/app';
import { startSalonSite } from '../support/salon-site';
import { SHOWCASE } from '../support/widget';

// The frame is as tall as its content (three screens on a phone): the page embedding it and the frame talk so
// that what the visitor opens comes on screen, the tab bar stays at hand and dialogs fit the screen.

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (SNAPSHOTS)
    await page.screenshot({ path: `${artifacts}${testInfo.project.name}-embed-phone-${name}.png` });
}

/** True when the element is wholly on the page's screen, below the page's own top bar (`top`). */
async function onScreen(page: Page, locator: Locator, top = 0): Promise<boolean> {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  return (
    !!box && box.y >= top - 1 && box.y + box.height <= height + 1 && box.x >= 0 && box.x + box.width <= width
  );
}

/**
 * A tap where the element is on the screen, as a visitor's: Playwright's click would first scroll the page (it
 * does even for an element already in view inside a frame of another site), hiding what is tested here.
 */
async function tap(page: Page, locator: Locator, top = 0): Promise<void> {
  await expect.poll(() => onScreen(page, locator, top)).toBe(true);
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A visitor scrolls to the widget, ticks a service in the middle of the list, taps 'Rendez-vous', opens the
 * first slot and goes on to the form: each time what they need is on screen, and the form's button works with
 * a plain tap there, without scrolling anything.
 */
async function bookThroughEmbed(
  page: Page,
  iframe: Locator,
  widget: FrameLocator,
  testInfo: TestInfo,
  o: { name: string; topBar: number },
): Promise<void> {
  await iframe.scrollIntoViewIfNeeded();
  await widget.getByRole('checkbox', { name: /^Brushing/ }).check();
  const slotsTab = widget.getByRole('tab', { name: 'Rendez-vous' });
  // The tab bar sticks to the bottom of the part of the frame on screen, not to the frame's far bottom.
  await expect.poll(() => onScreen(page, slotsTab, o.topBar)).toBe(true);
  await shot(page, testInfo, `${o.name}-services`);

  await tap(page, slotsTab, o.topBar);
  await expect(slotsTab).toHaveAttribute('aria-selected', 'true');
  const firstSlot = widget.locator('.w-slot').first();
  await expect.poll(() => onScreen(page, firstSlot, o.topBar)).toBe(true);
  await shot(page, testInfo, `${o.name}-slots`);

  await tap(page, firstSlot, o.topBar);
  const dialog = widget.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).waitFor();
  await expect.poll(() => onScreen(page, dialog, o.topBar)).toBe(true);
  await tap(page, dialog.getByRole('button', { name: 'Valider le rendez-vous' }), o.topBar);
  const submit = dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ });
  await expect(dialog.getByLabel('Prénom')).toBeVisible();
  for (const part of [dialog, submit, dialog.getByRole('button', { name: 'Retour' })])
    await expect.poll(() => onScreen(page, part, o.topBar)).toBe(true);
  await shot(page, testInfo, `${o.name}-form`);

  // A tap where the button is on screen: nothing scrolls, the form answers (empty, it names its fields).
  const scrollY = await page.evaluate(() => window.scrollY);
  await tap(page, submit, o.topBar);
  await expect(dialog.getByText('Veuillez saisir votre prénom', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  await shot(page, testInfo, `${o.name}-form-errors`);
}

test('on the profile page, the booking frame brings what the visitor opens on screen', async ({
  page,
}, testInfo) => {
  await page.goto(`/rendez-vous-en-ligne/${SHOWCASE}`);
  const iframe = page.locator('[data-block="RendezvousBlock"] iframe');
  const widget = page.frameLocator('[data-block="RendezvousBlock"] iframe');
  await expect(widget.getByRole('tab', { name: 'Prestations' })).toBeVisible();
  const topBar = await page.locator('.pp-topbar').evaluate((bar) => bar.getBoundingClientRect().height);
  await bookThroughEmbed(page, iframe, widget, testInfo, { name: 'profile', topBar });

  // A frame asking for a point far below itself brings at most its own bottom up to the top bar (on a wide
  // screen the page ends before).
  const frame = page.frames().find((f) => f.url().includes('/cadreindividuel/'))!;
  await frame.evaluate((slug) => {
    window.parent.postMessage({ type: 'qrdv:scroll-to', slug, top: 50_000 }, '*');
  }, SHOWCASE);
  await expect
    .poll(async () => {
      const box = (await iframe.boundingBox())!;
      const atEnd = await page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      );
      const below = Math.round(box.y + box.height - topBar);
      return below === 0 || (atEnd && below > 0);
    })
    .toBe(true);
});

/** A salon's own site on another origin: a long introduction, then the widget script, then more text. */
function startLongSite(widgetScript: string) {
  const paragraph =
    '<p>Notre équipe vous accueille du mardi au samedi dans un salon lumineux du centre-ville.</p>';
  return startSalonSite(
    `${paragraph.repeat(12)}
<h2>Réservez en ligne</h2>
<script src="${widgetScript}"></script>
${paragraph.repeat(12)}`,
    { fontSize: '20px' },
  );
}

test('on a site of another origin, /code.js and the frame bring what the visitor opens on screen', async ({
  page,
  baseURL,
}, testInfo) => {
  const site = await startLongSite(`${baseURL}/code.js?num=${SHOWCASE}`);
  try {
    await page.goto(site.url);
    const iframe = page.locator('iframe');
    const widget = page.frameLocator('iframe');
    await iframe.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('tab', { name: 'Prestations' })).toBeVisible();
    await bookThroughEmbed(page, iframe, widget, testInfo, { name: 'site', topBar: 0 });
  } finally {
    await site.close();
  }
});
