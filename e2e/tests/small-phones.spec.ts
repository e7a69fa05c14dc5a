import { expect, test } from '@playwright/test';
import { snap } from '../support/app';
import { openDemo } from '../support/calendar';
import { cutOffElements } from '../support/layout';
import { framePath } from '../support/widget';

// The showcase salon seeded with SEED_DEMO.
const SHOWCASE = 'salon-lumiere-demo';

// Every screen of the professional space (the demo salon, full of data), and the visitor's pages.
const PRO_SCREENS = [
  'accueil',
  'pageperso',
  'montage',
  'calendrierclient',
  'calendrierclient?calendrier=dispo',
  'mesclients',
  'chat',
  'avis',
  'visioconference',
  'prestations',
  'questionnaires',
  'rappels',
  'monpersonnel',
  'horaires',
  'photos',
  'coordonnees',
  'messages',
  'compte',
];
const PUBLIC_PAGES = [
  '/',
  `/rendez-vous-en-ligne/${SHOWCASE}`,
  framePath(SHOWCASE),
  '/connexion',
  '/inscription',
];

// The phone project is 390 px wide; many Android phones are 360 px, and the smallest still in use 320 px.
// Found this way: the calendar's toolbar pushed 'Période suivante' and the partner filter past a 360 px
// screen, and the public page's 'Prendre RDV' past a 320 px one.
for (const width of [320, 360]) {
  test(`nothing is cut off at the right edge of a ${width} px phone, on any screen`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    await openDemo(page);
    const check = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.loader')).toHaveCount(0);
      // Panels and dialogs fade or slide in: measure what stays.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      expect.soft(await cutOffElements(page), `cut off on ${path} at ${width} px`).toEqual([]);
    };
    for (const screen of PRO_SCREENS) await check(`/demo/${screen}`);
    await page.goto('/demo/calendrierclient');
    await expect(page.getByRole('button', { name: 'Période suivante' })).toBeInViewport();
    await snap(page, testInfo, `calendar-${width}`);
    // Visitors are not logged in: the public pages as they see them.
    await page.context().clearCookies();
    for (const path of PUBLIC_PAGES) await check(path);
  });
}
