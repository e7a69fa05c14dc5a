import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { goToScreen, snap } from '../support/app';
import { collectPageErrors, isPhone, setUpSalon } from '../support/calendar';
import { clientRow, dialog, openClients, openRow, seedClients } from '../support/clients';

/** Opens the row's 'other actions' menu and picks an entry. */
async function rowMenu(page: Page, testInfo: TestInfo, nom: string, name: string, item: string) {
  const row = await openRow(page, testInfo, nom);
  await row.getByRole('button', { name: `Autres actions pour ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('sends an SMS from the client book, which then shows in Messages envoyés', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  await seedClients(salon, [{ nom: 'Dubois', prenom: 'Élodie', telPortable: '06 11 22 33 44' }]);
  await openClients(page);
  const row = await openRow(page, testInfo, 'Dubois');
  // Desktop: the phone number opens the dialog (as in the specification); phones: the expanded row's button.
  if (isPhone(testInfo)) await row.getByRole('button', { name: 'Envoyer un SMS' }).click();
  else await row.getByRole('button', { name: '06 11 22 33 44' }).click();
  const sms = dialog(page, 'Envoyer un SMS à Dubois Élodie');
  await expect(sms).toBeVisible();
  await expect(page.locator('.clients-fab')).toHaveCount(0);
  await expect(sms.getByLabel('Expéditeur')).toHaveValue('Atelier Coi');
  await expect(sms.getByLabel('Téléphone portable')).toHaveValue('06 11 22 33 44');

  await sms.getByLabel('Expéditeur').fill('');
  await sms.getByLabel('Téléphone portable').fill('');
  await sms.getByRole('button', { name: 'Envoyer' }).click();
  await expect(sms.getByText("Un nom d'expéditeur est requis")).toBeVisible();
  await expect(sms.getByText('Un téléphone portable est requis')).toBeVisible();
  await expect(sms.getByLabel('Téléphone portable')).toHaveAttribute('maxlength', '15');

  await sms.getByLabel('Expéditeur').fill('Salon Lea');
  await sms.getByLabel('Téléphone portable').fill('06 11 22 33 44');
  const message = 'Bonjour Élodie, votre coloration est terminée : à demain 10h !';
  await sms.getByLabel('Message').fill(message);
  await expect(sms.getByText(`${message.length} caractères · 1 SMS`)).toBeVisible();
  await sms.getByLabel('Message').fill(message.repeat(3));
  await expect(sms.getByText(`${message.length * 3} caractères · 2 SMS`)).toBeVisible();
  await sms.getByLabel('Message').fill(message);
  await snap(page, testInfo, 'clients-sms');
  await sms.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le SMS a bien été envoyé.')).toBeVisible();
  await expect(sms).toBeHidden();

  // Sent by the job worker: it is in the outbox once the job has run.
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/v1/outbox?limit=10');
      return ((await reply.json()) as { messages: { body: string }[] }).messages.map((m) => m.body);
    })
    .toContain(message);
  await goToScreen(page, 'Messages envoyés');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText('+33611223344').or(page.getByText('06 11 22 33 44')).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('exports a client’s data as a file and erases them (GDPR) after a clear confirmation', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  await seedClients(salon, [
    { nom: 'Moreau', prenom: 'Luc', email: 'luc.moreau@example.fr' },
    { nom: 'Roux', prenom: 'Anne' },
  ]);
  await openClients(page);

  const downloading = page.waitForEvent('download');
  await rowMenu(page, testInfo, 'Moreau', 'Moreau Luc', 'Exporter ses données');
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^client-.*moreau.*\.json$/i);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(data)).toContain('luc.moreau@example.fr');

  // Cancelling says so and changes nothing.
  await rowMenu(page, testInfo, 'Moreau', 'Moreau Luc', 'Effacer (RGPD)');
  const erase = dialog(page, 'Effacer les données personnelles ?');
  await expect(erase.getByText(/irréversible/)).toBeVisible();
  await snap(page, testInfo, 'clients-erase-confirm');
  await erase.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Effacement annulé')).toBeVisible();
  await expect(clientRow(page, 'Moreau')).toBeVisible();

  await rowMenu(page, testInfo, 'Moreau', 'Moreau Luc', 'Effacer (RGPD)');
  await erase.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(page.getByText('Les données personnelles du client ont été effacées.')).toBeVisible();
  await expect(clientRow(page, 'Moreau')).toHaveCount(0);
  await expect(page.getByText('1 CLIENT(S) AU TOTAL')).toBeVisible();
  expect(errors).toEqual([]);
});
