import { expect, test, type Page } from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
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
  await signUpViaApi(
    page.request,
    newPro(testInfo, { nomSociete: `${word} Institut de beauté`, prenom: word }),
  );
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  const api = async (url: string, data: unknown, method = 'POST') => {
    const response = await page.request.fetch(url, { method, data, headers: { 'x-csrf-token': csrfToken } });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  };
  for (const prenom of [word, 'Marie-Christine'])
    await api('/api/v1/staff', { prenom, nom: `${word} de La Tour` });
  await api('/api/v1/services', { name: `${word} et coloration`, amount: 25, duration: '0:30' });
  const days = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ opens: '09:00', closes: '19:00' }] }));
  await api('/api/v1/opening-hours', { days }, 'PUT');
  await api('/api/v1/onboarding/complete', {});
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
