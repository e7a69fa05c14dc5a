import { expect, test } from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';
import { parisDay } from '../support/calendar';

test('the home says what is left to do and where the booking page and widget code are', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page.request, newPro(testInfo));
  await completeSetupViaApi(page.request);
  const { slug } = (await (await page.request.get('/api/v1/account')).json()) as { slug: string };
  await page.goto(`${PRO_BASE}/accueil`);

  const steps = page.locator('.home-steps');
  await expect(steps.getByRole('heading', { name: 'Prochaines étapes' })).toBeVisible();
  await expect(steps).toContainText('Encore 2 étapes avant vos réservations en ligne.');
  await expect(steps.getByRole('link', { name: 'Publier depuis mes horaires' })).toHaveAttribute(
    'href',
    `${PRO_BASE}/horaires?publier=1`,
  );

  const share = page.locator('.home-share');
  const address = share.getByLabel('Adresse de votre page');
  await expect(address).toHaveValue(new RegExp(`/rendez-vous-en-ligne/${slug}$`));
  await expect(share.getByRole('link', { name: 'Voir ma page' })).toHaveAttribute(
    'href',
    `/rendez-vous-en-ligne/${slug}`,
  );
  await expect(share.getByLabel('Code du widget pour votre site')).toHaveValue(
    new RegExp(`<script src="http://localhost:\\d+/code.js\\?num=${slug}"></script>`),
  );
  const copy = share.getByRole('button', { name: 'Copier' }).first();
  await copy.click();
  await expect(share.getByRole('button', { name: 'Copié !' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(`/rendez-vous-en-ligne/${slug}`);
  await share.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'home-share');

  // The card leads to MA PAGE PERSO and to the QR code in MON COMPTE.
  await expect(share.getByRole('link', { name: 'Ma page perso' })).toHaveAttribute(
    'href',
    `${PRO_BASE}/pageperso`,
  );
  await share.getByRole('link', { name: 'Mon QR code' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/compte#qr-code`);
  await expect(
    page.locator('#qr-code').getByRole('img', { name: 'QR code de votre page de réservation' }),
  ).toBeInViewport();

  // 'Ma page' in the navigation opens MA PAGE PERSO, whose 'Voir ma page' opens the page in a new tab.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page
    .getByRole('navigation', { name: 'Navigation de l’espace professionnel' })
    .getByRole('link', { name: 'Ma page' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(`${PRO_BASE}/pageperso`);
  const myPage = page.getByRole('link', { name: 'Voir ma page' });
  await expect(myPage).toHaveAttribute('href', `/rendez-vous-en-ligne/${slug}`);
  await expect(myPage).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), myPage.click()]);
  await expect(tab).toHaveURL(new RegExp(`/rendez-vous-en-ligne/${slug}$`));
  await tab.close();

  // Once availabilities are published, that step is done.
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  const created = await page.request.post('/api/v1/availabilities', {
    data: { day: parisDay(3), start: '10:00', end: '11:00', staffIds: [null] },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`${PRO_BASE}/accueil`);
  await expect(steps).toContainText('Encore une étape avant vos réservations en ligne.');
  // Hours, services and staff (set up above) and now the availabilities.
  await expect(steps.getByRole('img', { name: 'Fait' })).toHaveCount(4);
});
