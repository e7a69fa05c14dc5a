import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';
import { waitForMail } from '../support/mailbox';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Clicks a download link and returns the file the browser saved, with the name it suggested. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** PrimeReact's confirmation dialog with that header. */
const confirmation = (page: Page, header: string) =>
  page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: header });

/** Where a visitor scanning the code lands, without following the redirect. */
async function scan(page: Page, url: string) {
  const res = await page.request.get(url, { maxRedirects: 0 });
  return { status: res.status(), location: res.headers()['location'] };
}

test('MON COMPTE: the QR code to download, e-mail and regenerate, the widget code and the page address to copy', async ({
  page,
  context,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pro = newPro(testInfo, { nomSociete: 'Salon Rose Tendre' });
  await signUpViaApi(page.request, pro);
  await completeSetupViaApi(page.request);
  const { slug } = (await (await page.request.get('/api/v1/account')).json()) as { slug: string };
  await page.goto(`${PRO_BASE}/compte`);

  // Every row of the specification, in its order.
  await expect(page.getByRole('heading', { name: 'MON COMPTE' })).toBeVisible();
  await expect(page.locator('.account-row-label')).toHaveText([
    'Abonnement',
    'Coordonnées',
    'Identifiant',
    'Mot de passe',
    'QR code',
    'Widget',
    'Page de profil',
    'Suppression du compte',
  ]);
  await expect(page.locator('.account-row').nth(3)).toContainText('••••••••');

  // The QR code: an image, and the short link it encodes, which leads to the page.
  const qrRow = page.locator('#qr-code');
  const image = qrRow.getByRole('img', { name: 'QR code de votre page de réservation' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const oldLink = (await qrRow.locator('a.account-row-value').textContent())!;
  expect(oldLink).toMatch(/^http:\/\/localhost:\d+\/q\/[0-9a-z]{10}$/);
  expect(await scan(page, oldLink)).toEqual({ status: 302, location: `/rendez-vous-en-ligne/${slug}` });
  await snap(page, testInfo, 'account-qr-page');

  // Downloads: a real PNG and a real SVG, named after the page.
  const png = await download(page, qrRow.getByRole('link', { name: 'Télécharger (PNG)' }));
  expect(png.name).toBe(`quickrdv-qr-${slug}.png`);
  expect([...png.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const svg = await download(page, qrRow.getByRole('link', { name: 'Télécharger (SVG)' }));
  expect(svg.name).toBe(`quickrdv-qr-${slug}.svg`);
  expect(svg.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);

  // 'Voir mon Quick-RDV': the code in large, with the same downloads.
  await qrRow.getByRole('button', { name: 'Voir mon Quick-RDV' }).click();
  const view = page.getByRole('dialog', { name: 'Mon Quick-RDV' });
  await expect(view.getByRole('img', { name: 'QR code de votre page de réservation' })).toBeVisible();
  await expect(view.getByRole('link', { name: 'Télécharger (SVG)' })).toBeVisible();
  await snap(page, testInfo, 'account-qr-view');
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // The share icons of the widget, sharing the QR code's link and picture.
  const share = qrRow.getByRole('group', { name: 'Partager mon QR code' });
  await expect(share.getByRole('link', { name: /Partager sur Pinterest/ })).toHaveAttribute(
    'href',
    new RegExp(`media=${encodeURIComponent(`${oldLink}/qr.png`)}`),
  );
  await share.getByRole('button', { name: 'Partager par email' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Partager par email' });
  await expect(shareDialog.getByRole('button', { name: 'Partager' })).toBeDisabled();
  await shareDialog.getByRole('button', { name: 'Annuler' }).click();

  // 'Recevoir par mail': after the confirmation, the e-mail carries the PNG.
  await qrRow.getByRole('button', { name: 'Recevoir par mail' }).click();
  const mailDialog = confirmation(page, 'Recevoir mon QR code par mail');
  await expect(mailDialog).toContainText(`en pièce jointe (image PNG) à l’adresse ${pro.email}`);
  await mailDialog.getByRole('button', { name: 'Oui, envoyer' }).click();
  await expect(page.getByText(`Votre QR code vous a été envoyé par e-mail à ${pro.email}.`)).toBeVisible();
  const mail = await waitForMail(pro.email, 'Votre QR code Quick RDV');
  expect(mail.body).toContain(`Pièce jointe : quickrdv-qr-${slug}.png`);
  expect(mail.body).toContain(oldLink);

  // The widget's code and the page's address: 'Copier' becomes 'Copié !', and comes back under the pointer.
  const widgetCode = page.getByLabel('Code du widget à copier dans votre site');
  await expect(widgetCode).toHaveValue(
    new RegExp(`^<script src="http://localhost:\\d+/code.js\\?num=${slug}"></script>$`),
  );
  await expect(widgetCode).toHaveAttribute('readonly', '');
  const widgetCopy = page.locator('.copy-field', { has: widgetCode }).getByRole('button');
  await widgetCopy.click();
  await expect(widgetCopy).toHaveText('Copié !');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await widgetCode.inputValue());
  await page.getByRole('heading', { name: 'MON COMPTE' }).hover();
  await widgetCopy.hover();
  await expect(widgetCopy).toHaveText('Copier');

  const address = page.getByLabel('Adresse de votre page de profil');
  await expect(address).toHaveValue(new RegExp(`^http://localhost:\\d+/rendez-vous-en-ligne/${slug}$`));
  const addressCopy = page.locator('.copy-field', { has: address }).getByRole('button');
  await addressCopy.click();
  await expect(addressCopy).toHaveText('Copié !');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());

  // The side panels: the widget's preview (not offered on a phone) and the profile page.
  const widgetView = page.getByRole('button', { name: 'Voir le widget' });
  if (phone) {
    await expect(widgetView).toBeHidden();
  } else {
    await widgetView.click();
    const panel = page.locator('.account-panel');
    await expect(panel.getByRole('heading', { name: 'Aperçu du widget' })).toBeVisible();
    const widget = panel.frameLocator('iframe[title="Prise de rendez-vous en ligne - Salon Rose Tendre"]');
    await expect(widget.getByText('Salon Rose Tendre').first()).toBeVisible();
    await snap(page, testInfo, 'account-widget-panel');
    await panel.getByRole('button', { name: /close|fermer/i }).click();
    await expect(panel).toBeHidden();
  }
  await page.getByRole('button', { name: 'Voir ma page' }).click();
  const profilePanel = page.locator('.account-panel');
  await expect(profilePanel.getByRole('heading', { name: 'Ma page de profil' })).toBeVisible();
  const profile = profilePanel.frameLocator('iframe[title="Aperçu de votre page de profil"]');
  await expect(profile.getByRole('heading', { name: 'Salon Rose Tendre' }).first()).toBeVisible();
  await snap(page, testInfo, 'account-profile-panel');
  await profilePanel.getByRole('button', { name: /close|fermer/i }).click();
  await expect(profilePanel).toBeHidden();

  // 'Régénérer' warns that it cannot be undone; then the old link leads nowhere and the new one does.
  await qrRow.getByRole('button', { name: 'Régénérer' }).click();
  const regenerate = confirmation(page, 'Régénérer mon QR code');
  await expect(regenerate).toContainText('irréversible');
  await snap(page, testInfo, 'account-qr-regenerate');
  await regenerate.getByRole('button', { name: 'Oui, régénérer' }).click();
  await expect(
    page.getByText('Votre nouveau QR code est prêt : l’ancien ne mène plus à votre page.'),
  ).toBeVisible();
  await expect(qrRow.locator('a.account-row-value')).not.toHaveText(oldLink);
  const newLink = (await qrRow.locator('a.account-row-value').textContent())!;
  expect(await scan(page, oldLink)).toMatchObject({ status: 404 });
  expect(await scan(page, newLink)).toEqual({ status: 302, location: `/rendez-vous-en-ligne/${slug}` });
  await expect(image).toHaveAttribute('src', new RegExp(newLink.split('/q/')[1]!));

  // A visitor with an old printed code sees the app's 'Page introuvable'; with the new one, the salon.
  const visitor = await context.newPage();
  const old = await visitor.goto(oldLink);
  expect(old?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await visitor.goto(newLink);
  await expect(visitor).toHaveURL(new RegExp(`/rendez-vous-en-ligne/${slug}$`));
  await expect(visitor.getByRole('heading', { name: 'Salon Rose Tendre' }).first()).toBeVisible();
  await visitor.close();
});
