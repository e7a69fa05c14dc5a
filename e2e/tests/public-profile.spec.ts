import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { SNAPSHOTS, snap } from '../support/app';
import { SHOWCASE } from '../support/widget';

const PROFILE = `/rendez-vous-en-ligne/${SHOWCASE}`;
const ADDRESS = '12 rue des Lilas, 69003 Lyon';
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** The map provider is outside the test machine's reach: a plain stand-in page answers for it. */
async function stubMaps(page: Page) {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#e8efe6;font:14px sans-serif;color:#4b6b52">Carte</body>',
    }),
  );
}

/** What the visitor sees without scrolling, or one block, as e2e/artifacts/<project>-profile-<name>.png. */
async function shot(page: Page, testInfo: TestInfo, name: string, block?: string) {
  if (!SNAPSHOTS) return;
  const path = `${artifacts}${testInfo.project.name}-profile-${name}.png`;
  if (block) await page.locator(`[data-block="${block}"]`).screenshot({ path });
  else await page.screenshot({ path });
}

const blockOrder = (page: Page) =>
  page.locator('[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
});

test('a visitor sees the showcase salon’s page, its blocks in the default order', async ({
  page,
}, testInfo) => {
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Salon Lumière' })).toBeVisible();
  await expect(page).toHaveTitle(/^Salon Lumière – Coiffeuse à Lyon/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Salon Lumière, coiffeuse à Lyon/,
  );
  expect(await blockOrder(page)).toEqual([
    'ImagesBlock',
    'PresentationBlock',
    'RendezvousBlock',
    'HorairesBlock',
    'EquipeBlock',
    'AccordionPrestaBlock',
    'AvisBlock',
  ]);

  const company = page.locator('[data-block="ImagesBlock"]');
  await expect(company).toContainText('Coiffeuse');
  await expect(company).toContainText(ADDRESS);
  await expect(company).toContainText('4,7');
  await expect(company).toContainText('3 avis');
  await expect(page.locator('[data-block="PresentationBlock"]')).toContainText(
    'salon de coiffure mixte au cœur de Lyon',
  );
  await expect(page.locator('[data-block="PresentationBlock"] strong')).toHaveText('Salon Lumière');
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.pp-company img, .pp-gallery img')).every(
      (i) => i.complete,
    ),
  );
  await shot(page, testInfo, 'top');

  // The appointment block: the booking frame, which sets its height by message. 'Prochaines disponibilités'
  // is shown once, by the frame's header, where each day opens its slots.
  const rdv = page.locator('[data-block="RendezvousBlock"]');
  await expect(rdv.locator('.pp-next-day')).toHaveCount(0);
  const frame = rdv.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    new RegExp(`/rendez-vous-en-ligne/cadreindividuel/${SHOWCASE}$`),
  );
  await expect(frame).toHaveAttribute('title', 'Réservation en ligne – Salon Lumière');
  // A message from anything but the frame is ignored; the frame's own resizes it.
  await page.evaluate(
    (slug) => window.postMessage({ type: 'qrdv:height', slug, height: 1234 }, window.location.origin),
    SHOWCASE,
  );
  const widget = page.frames().find((f) => f.url().includes('/cadreindividuel/'));
  expect(widget).toBeTruthy();
  await widget!.evaluate((slug) => {
    window.parent.postMessage({ type: 'qrdv:height', slug: 'autre-salon', height: 999 }, '*');
    window.parent.postMessage({ type: 'qrdv:height', slug, height: 777 }, '*');
  }, SHOWCASE);
  await expect(frame).toHaveCSS('height', '777px');

  // Hours, Monday first, today highlighted; the map of the address with them (MapBlock is not placed).
  const hours = page.locator('[data-block="HorairesBlock"]');
  const days = hours.locator('.pp-hours-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('Lundi');
  await expect(days.first()).toContainText('Fermé');
  await expect(days.nth(1)).toContainText('Mardi');
  await expect(days.nth(1)).toContainText('09:00 – 12:30');
  await expect(days.nth(1)).toContainText('14:00 – 19:00');
  await expect(days.nth(6)).toContainText('Dimanche');
  await expect(days.nth(6)).toContainText('Fermé');
  const today = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(),
  );
  await expect(hours.locator('.pp-hours-today')).toHaveCount(1);
  await expect(hours.locator('.pp-hours-today')).toContainText(new RegExp(today, 'i'));
  await expect(hours.locator('.pp-hours-today')).toContainText('Aujourd’hui');
  const maps = page.locator('iframe.pp-map-frame');
  await expect(maps).toHaveCount(1);
  await expect(hours.locator('iframe.pp-map-frame')).toHaveAttribute(
    'src',
    `https://www.google.com/maps?q=${encodeURIComponent(ADDRESS)}&output=embed`,
  );
  await expect(hours.getByRole('link', { name: 'Itinéraire' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ADDRESS)}`,
  );

  const team = page.locator('[data-block="EquipeBlock"]');
  for (const name of ['Camille Moreau', 'Yanis Benali', 'Léa Girard']) await expect(team).toContainText(name);
  // Camille's indigo (#6366f1), a shade deeper so her white initials reach 4.5:1 (readableAccent in core).
  const avatar = team.locator('.pp-avatar').first();
  await expect(avatar).toHaveCSS('background-color', 'rgb(96, 99, 241)');
  await expect(avatar).toHaveCSS('color', 'rgb(255, 255, 255)');

  // Services: the first category is open, another opens on a tap.
  const services = page.locator('[data-block="AccordionPrestaBlock"]');
  const brushing = services.locator('.pp-service', { hasText: 'Coupe brushing femme' });
  await expect(brushing).toBeVisible();
  await expect(brushing).toContainText('45 €');
  await expect(brushing).toContainText('1 h');
  await expect(services.locator('.pp-service', { hasText: 'Couleur racines' })).toContainText('1 h 30');
  const menCut = services.locator('.pp-service', { hasText: 'Coupe homme' });
  await expect(menCut).toBeHidden();
  await services.getByRole('button', { name: /^Homme/ }).click();
  await expect(menCut).toBeVisible();
  await expect(menCut).toContainText('25 €');
  await expect(menCut).toContainText('30 min');
  await services.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'services', 'AccordionPrestaBlock');

  const reviews = page.locator('[data-block="AvisBlock"]');
  await expect(reviews.locator('.pp-reviews-average')).toHaveText('4,7/5');
  await expect(reviews).toContainText('3 avis');
  await expect(reviews.locator('.pp-review')).toHaveCount(3);
  const sophie = reviews.locator('.pp-review', { hasText: 'Sophie' });
  await expect(sophie).toContainText('Accueil chaleureux et coupe parfaite, je recommande !');
  await expect(sophie.getByRole('img', { name: '5 sur 5' })).toBeVisible();
  const nadia = reviews.locator('.pp-review', { hasText: 'Nadia' });
  await expect(nadia).toContainText('Réponse de Salon Lumière');
  await expect(nadia).toContainText('Merci Nadia, à très bientôt !');
  await shot(page, testInfo, 'reviews', 'AvisBlock');
  // The top bar sticks to the top: the full page is taken from there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, testInfo.project.name === 'phone' ? 'profile-phone-full' : 'profile-full');
});

test('a photo opens enlarged, with next and previous', async ({ page }, testInfo) => {
  await page.goto(PROFILE);
  const thumbs = page.locator('.pp-gallery-item');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(0).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toContainText('1 / 3');
  await lightbox.getByRole('button', { name: 'Photo suivante' }).click();
  await expect(lightbox).toContainText('2 / 3');
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'Salon Lumière, photo 2 sur 3');
  await lightbox.getByRole('button', { name: 'Photo précédente' }).click();
  await lightbox.getByRole('button', { name: 'Photo précédente' }).click();
  await expect(lightbox).toContainText('3 / 3');
  await snap(page, testInfo, 'profile-lightbox');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('the favourite toggle adds the salon, keeps it after a reload, then removes it', async ({ page }) => {
  await page.goto(PROFILE);
  await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
  await expect(page.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  const remove = page.getByRole('button', { name: 'Retirer des favoris' });
  await expect(remove).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quickrdv.favourites') ?? '[]'));
  expect(stored).toEqual([
    expect.objectContaining({
      slug: SHOWCASE,
      nomSociete: 'Salon Lumière',
      profession: 'Coiffeuse',
      ville: 'Lyon',
    }),
  ]);
  await remove.click();
  await expect(page.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ajouter aux favoris' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('quickrdv.favourites'))).toBe('[]');
});

test('the booking frame shows on the profile opened under another host name than PUBLIC_URL', async ({
  page,
  baseURL,
}) => {
  // PUBLIC_URL is http://localhost:port; the same server reached as 127.0.0.1 must still embed its frame.
  const other = baseURL!.replace('localhost', '127.0.0.1');
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${other}/rendez-vous-en-ligne/${SHOWCASE}`);
  const frame = page.frameLocator('[data-block="RendezvousBlock"] iframe');
  await expect(frame.getByRole('heading', { name: 'Salon Lumière', level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an unknown professional shows the not-found message with a way home', async ({ page }, testInfo) => {
  await page.goto('/rendez-vous-en-ligne/personne-ici');
  await expect(page.getByRole('heading', { name: 'Ce professionnel est introuvable.' })).toBeVisible();
  await snap(page, testInfo, 'profile-not-found');
  await page.getByRole('link', { name: 'Retour à l’accueil', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a customised layout is followed: order, hidden block, own map block, theme and colours', async ({
  page,
}, testInfo) => {
  // No API saves a layout yet (the page editor comes later): the stored layout is changed in the reply.
  await page.route(`**/api/v1/public/pros/${SHOWCASE}`, async (route) => {
    const response = await route.fetch();
    const profile = await response.json();
    profile.layout = {
      ...profile.layout,
      theme: 'theme3',
      widgetColorGlobal: '#7c3aed',
      themeColorLine: '#f59e0b',
      headerColor: '#1f2937',
      backgroundColor: '#f3efe7',
      sections: {
        section1: ['ImagesBlock', 'AvisBlock'],
        section2: ['AccordionPrestaBlock', 'MapBlock'],
        section3: ['RendezvousBlock', 'HorairesBlock', 'PresentationBlock', 'EquipeBlock'],
      },
      hiddenBlocks: ['EquipeBlock', 'PresentationBlock'],
      blockColors: { AvisBlock: '#fde68a' },
    };
    await route.fulfill({ response, json: profile });
  });
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Salon Lumière' })).toBeVisible();
  // The booking frame reads the profile itself, through the same route, whenever its script has loaded: its
  // heading says that read is over, so no routed request is still in flight when the test ends.
  const frame = page.frameLocator('[data-block="RendezvousBlock"] iframe');
  await expect(frame.getByRole('heading', { name: 'Salon Lumière', level: 1 })).toBeVisible();
  expect(await blockOrder(page)).toEqual([
    'ImagesBlock',
    'AvisBlock',
    'AccordionPrestaBlock',
    'MapBlock',
    'RendezvousBlock',
    'HorairesBlock',
  ]);
  await expect(page.getByText('salon de coiffure mixte')).toHaveCount(0);
  await expect(page.getByText('Yanis Benali')).toHaveCount(0);
  // The map is its own block now, and only there.
  await expect(page.locator('iframe.pp-map-frame')).toHaveCount(1);
  await expect(page.locator('[data-block="MapBlock"] iframe')).toHaveAttribute('src', /69003%20Lyon/);
  await expect(page.locator('.pp-page')).toHaveClass(/pp-theme3/);
  await expect(page.locator('.pp-page')).toHaveCSS('background-color', 'rgb(243, 239, 231)');
  // Dark header: light text; the review block's own light colour: dark text; theme3 draws the line colour.
  const hoursTitle = page.locator('[data-block="HorairesBlock"] .pp-block-title');
  await expect(hoursTitle).toHaveCSS('background-color', 'rgb(31, 41, 55)');
  await expect(hoursTitle).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(hoursTitle).toHaveCSS('border-bottom-color', 'rgb(245, 158, 11)');
  const reviewsTitle = page.locator('[data-block="AvisBlock"] .pp-block-title');
  await expect(reviewsTitle).toHaveCSS('background-color', 'rgb(253, 230, 138)');
  await expect(reviewsTitle).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('link', { name: 'Prendre RDV' })).toHaveCSS(
    'background-color',
    'rgb(124, 58, 237)',
  );
  await snap(page, testInfo, 'profile-custom-layout');
});
