import { expect, test, type Page } from '@playwright/test';
import { PRO_BASE, snap } from '../support/app';
import { openDemo, setUpSalon } from '../support/calendar';
import { navItems } from '../../apps/web/src/features/pro-space/nav-items';
import { cutOffElements } from '../support/layout';
import { framePath, SHOWCASE } from '../support/widget';

// Every screen of the professional space (its navigation, and the availabilities calendar), and the
// visitor's pages.
const PRO_SCREENS = [...navItems.map((item) => item.path), 'calendrierclient?calendrier=dispo'];
const PUBLIC_PAGES = [
  '/',
  `/rendez-vous-en-ligne/${SHOWCASE}`,
  framePath(SHOWCASE),
  '/connexion',
  '/inscription',
];

/** Opens each path and records, as a soft failure, what it shows cut off at the right edge. */
async function expectNothingCut(page: Page, paths: string[]): Promise<void> {
  const width = page.viewportSize()!.width;
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.loader')).toHaveCount(0);
    // Panels and dialogs fade or slide in: measure what stays.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect.soft(await cutOffElements(page), `cut off on ${path} at ${width} px`).toEqual([]);
  }
}

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
    await expectNothingCut(
      page,
      PRO_SCREENS.map((screen) => `/demo/${screen}`),
    );
    await page.goto('/demo/calendrierclient');
    await expect(page.getByRole('button', { name: 'Période suivante' })).toBeInViewport();
    await snap(page, testInfo, `calendar-${width}`);
    // Visitors are not logged in: the public pages as they see them.
    await page.context().clearCookies();
    await expectNothingCut(page, PUBLIC_PAGES);
  });
}

test('names of one long word stay on a 360 px screen: the partners’ columns, the team, the services', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = 'Supercalifragilisticexpialidociousbarbierfaubourgsainthonore';
  await setUpSalon(page, testInfo, {
    pro: { nomSociete: `${word} Institut de beauté`, prenom: word },
    staff: [
      [word, `${word} de La Tour`, 'e91e63'],
      ['Marie-Christine', `${word} de La Tour`, '0ea5e9'],
    ],
    services: [[`${word} et coloration`, 25, '0:30']],
  });
  const { slug } = (await (await page.request.get('/api/v1/account')).json()) as { slug: string };

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNothingCut(page, [
    ...PRO_SCREENS.map((screen) => `${PRO_BASE}/${screen}`),
    `/rendez-vous-en-ligne/${slug}`,
    framePath(slug),
  ]);
  await page.goto(`${PRO_BASE}/calendrierclient`);
  await snap(page, testInfo, 'calendar-long-names-360');
});
