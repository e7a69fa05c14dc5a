import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { goToScreen, snap } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { expectVideoPlays, fakeMediaLaunch, newSide, salonOnline } from '../support/video';

// The professional's video room: created in {base}/visioconference, its link sent by e-mail and opened by a
// client on a phone with no account; closing it ends the call and the link.

test.use({ launchOptions: fakeMediaLaunch });

test('a room: create it, copy its link, find it after a reload, send it by e-mail', async ({
  page,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await salonOnline(page, testInfo, 'Salon Salle Visio');
  await goToScreen(page, 'Visio');
  await expect(page.getByRole('heading', { name: 'VISIOCONFERENCE' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier le lien' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Créer une salle' }).click();
  const link = await page.getByLabel('Lien de la salle').inputValue();
  expect(link).toMatch(/\/visio\/[A-Za-z0-9_-]{43}$/);
  await expect(
    page.getByText('Votre salle est prête : vous pouvez partager ce lien avec votre client.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByRole('button', { name: 'Copié !' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A reload finds the open room again.
  await page.reload();
  await expect(page.getByLabel('Lien de la salle')).toHaveValue(link);

  // The e-mail side panel: four required fields with the spec's placeholders, object and message prefilled.
  await page.getByRole('button', { name: 'Envoyer par email' }).click();
  const panel = page.locator('.room-mail-panel');
  await expect(
    panel.getByRole('heading', { name: 'Envoyer le lien de visioconférence par e.mail' }),
  ).toBeVisible();
  await expect(panel.getByPlaceholder('Entrez votre nom')).toBeVisible();
  await expect(panel.getByPlaceholder("Entrez l'objet du message")).toHaveValue(
    'Rendez-vous de visioconférence',
  );
  await expect(panel.getByPlaceholder('Écrivez votre message ici...')).toHaveValue(
    new RegExp(link.replace(/[/.]/g, '\\$&')),
  );
  await panel.getByRole('button', { name: 'Envoyer' }).click();
  await expect(panel.getByText('Veuillez saisir le nom du destinataire.')).toBeVisible();
  await panel.getByPlaceholder('Entrez votre nom').fill('Julie Petit');
  const email = `julie.${testInfo.project.name}.${Date.now()}@example.fr`;
  await panel.getByPlaceholder('Entrez votre email').fill('julie@');
  await panel.getByRole('button', { name: 'Envoyer' }).click();
  await expect(panel.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  await panel.getByPlaceholder('Entrez votre email').fill(email);
  await snap(page, testInfo, 'video-room-mail-panel');
  await panel.getByRole('button', { name: 'Envoyer' }).click();
  await expect(panel.getByText('Message envoyé avec succès ! Merci Julie Petit.')).toBeVisible();
  await expect(panel.getByPlaceholder('Entrez votre nom')).toHaveValue('');
  const mail = await waitForMail(email, 'Rendez-vous de visioconférence');
  expect(mail.body).toContain(link);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the client joins from the link on a phone; closing the room ends the call and the link', async ({
  page,
  browser,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await salonOnline(page, testInfo, 'Salon Salle Visio');
  await goToScreen(page, 'Visio');
  await page.getByRole('button', { name: 'Créer une salle' }).click();
  const link = await page.getByLabel('Lien de la salle').inputValue();

  // The client opens the link on a phone, without an account.
  const client = await newSide(browser, testInfo, 'phone');
  await client.page.goto(new URL(link).pathname);
  await expect(
    client.page.getByRole('heading', { name: 'Visioconférence avec Salon Salle Visio' }),
  ).toBeVisible();
  await expect(page.getByText('Le client a rejoint la salle.')).toBeVisible();
  await expectVideoPlays(page.getByTestId('room-remote-video'));
  await expectVideoPlays(client.page.getByTestId('guest-remote-video'));
  await snap(page, testInfo, 'video-room-pro-connected');
  await snap(client.page, testInfo, 'video-room-guest-connected');

  // On a phone, the camera switch renegotiates and the client keeps seeing a picture.
  const toggle = page.getByRole('button', { name: 'Frontale' });
  if (phone) {
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Arrière' })).toBeVisible();
    await expectVideoPlays(client.page.getByTestId('guest-remote-video'));
  } else {
    await expect(toggle).toHaveCount(0);
  }

  // Closing the room ends the call and the link.
  await page.getByRole('button', { name: 'Fermer la salle' }).click();
  await expect(
    client.page.getByText('Cette salle de visioconférence est fermée.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Lien de la salle')).toHaveCount(0);
  await snap(client.page, testInfo, 'video-room-guest-closed');
  await client.page.reload();
  await expect(
    client.page.getByText('Cette salle de visioconférence est fermée.', { exact: false }),
  ).toBeVisible();
  await client.context.close();
});

test('an unknown room link says so in French', async ({ page }, testInfo) => {
  await page.goto(`/visio/${'A'.repeat(43)}`);
  await expect(page.getByText('Ce lien de visioconférence n’existe pas.', { exact: false })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await snap(page, testInfo, 'video-room-unknown-link');
});
