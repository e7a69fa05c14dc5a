import { expect, test } from '@playwright/test';
import { goToScreen, newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';

test('MA PAGE PERSO: reached from the navigation, the page as clients see it, with the QR and widget panel', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page.request, newPro(testInfo, { nomSociete: 'Barbier du Port' }));
  await completeSetupViaApi(page.request);
  const { slug } = (await (await page.request.get('/api/v1/account')).json()) as { slug: string };
  await page.goto(`${PRO_BASE}/accueil`);
  // The home's screen loads first: the menu opened while it is still loading closes when it appears.
  await expect(page.getByRole('heading', { name: 'Bonjour Léa' })).toBeVisible();

  // 'Ma page', in the navigation (behind the menu on a phone).
  await goToScreen(page, 'Ma page', { testInfo, name: 'page-perso-menu' });
  await expect(page).toHaveURL(`${PRO_BASE}/pageperso`);
  await expect(page.getByRole('heading', { name: 'MA PAGE PERSO' })).toBeVisible();

  // The public page itself, framed.
  const preview = page.frameLocator('iframe[title="Aperçu de votre page de profil"]');
  await expect(preview.getByRole('heading', { name: 'Barbier du Port' }).first()).toBeVisible();
  await expect(page.getByLabel('Adresse de votre page')).toHaveValue(
    new RegExp(`/rendez-vous-en-ligne/${slug}$`),
  );

  // QR mode: the booking frame a phone opens from the QR code.
  const panel = page.getByRole('complementary', { name: 'Partager ma page' });
  await expect(panel.getByRole('heading', { name: 'Sur le téléphone de vos clients' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'QR code de votre page de réservation' })).toBeVisible();
  const frame = panel.frameLocator('iframe[title="Prise de rendez-vous mobile"]');
  await expect(frame.getByText('Barbier du Port').first()).toBeVisible();
  await expect(panel.getByText('Chargement de la prise de rendez-vous mobile…')).toBeHidden();
  await snap(page, testInfo, 'page-perso-qr');

  // Widget mode: the snippet to copy and the widget it draws.
  await panel.getByRole('button', { name: 'Widget' }).click();
  const snippet = panel.getByLabel('Code du widget à copier dans votre site');
  await expect(snippet).toHaveValue(
    new RegExp(`<script src="http://localhost:\\d+/code.js\\?num=${slug}"></script>`),
  );
  await panel.getByRole('button', { name: 'Copier' }).click();
  await expect(panel.getByRole('button', { name: 'Copié !' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
  const widget = panel.frameLocator('iframe[title="Prise de rendez-vous en ligne - Barbier du Port"]');
  await expect(widget.getByText('Barbier du Port').first()).toBeVisible();
  await snap(page, testInfo, 'page-perso-widget');

  // The QR panel's link leads to MON COMPTE's QR code row.
  await panel.getByRole('button', { name: 'QR code' }).click();
  await panel.getByRole('link', { name: 'Télécharger ou recevoir mon QR code' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/compte#qr-code`);
  await expect(page.locator('#qr-code')).toBeInViewport();

  // 'Voir ma page' opens the page in a new tab.
  await page.goto(`${PRO_BASE}/pageperso`);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Voir ma page' }).click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/rendez-vous-en-ligne/${slug}$`));
  await tab.close();
});
