import { expect, test, type Page } from '@playwright/test';
import { goToScreen, newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';

const dialog = (page: Page) => page.locator('.unsaved-dialog');
const stay = (page: Page) => dialog(page).getByRole('button', { name: 'Rester' });
const leave = (page: Page) => dialog(page).getByRole('button', { name: 'Quitter sans enregistrer' });

test.beforeEach(async ({ page }, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await completeSetupViaApi(page.request); // a service 'Coupe' at 30 €, Monday's hours, Léa
});

test('a service edited but not ticked asks before it is collapsed or left', async ({ page }, testInfo) => {
  await page.goto(`${PRO_BASE}/prestations`);
  await page.getByRole('button', { name: 'Afficher les réglages de Coupe' }).click();
  const amount = page.getByRole('textbox', { name: 'Montant' }).last();
  await expect(amount).toHaveValue('30');
  await amount.fill('35');

  // Collapsing the card: 'Rester' keeps the card open with the new price.
  await page.getByRole('button', { name: 'Masquer les réglages de Coupe' }).click();
  await expect(dialog(page)).toContainText('Vous avez des modifications non enregistrées.');
  await snap(page, testInfo, 'unsaved-service');
  await stay(page).click();
  await expect(dialog(page)).toBeHidden();
  await expect(amount).toHaveValue('35');

  // Another screen: asked again; 'Rester' stays, 'Quitter sans enregistrer' goes and drops the change.
  await goToScreen(page, 'Mes horaires');
  await expect(dialog(page)).toBeVisible();
  await stay(page).click();
  await expect(page).toHaveURL(/\/prestations$/);
  await expect(amount).toHaveValue('35');
  await goToScreen(page, 'Mes horaires');
  await leave(page).click();
  await expect(page).toHaveURL(/\/horaires$/);
  const services = await (await page.request.get('/api/v1/services')).json();
  expect(JSON.stringify(services)).toContain('"amountCents":3000');

  // Nothing edited: no question.
  await goToScreen(page, 'Mes prestations');
  await expect(page).toHaveURL(/\/prestations$/);
  await goToScreen(page, 'Mon personnel');
  await expect(page).toHaveURL(/\/monpersonnel$/);
  await expect(dialog(page)).toBeHidden();
});

test('the hours grid and the business details ask before unsaved changes are left', async ({ page }) => {
  await page.goto(`${PRO_BASE}/horaires`);
  await page.getByRole('button', { name: 'Editer.horaires' }).click();
  await page.getByRole('switch', { name: 'Mardi : ouvert' }).click();
  await goToScreen(page, 'Mes photos');
  await expect(dialog(page)).toBeVisible();
  await stay(page).click();
  await expect(page).toHaveURL(/\/horaires$/);
  await goToScreen(page, 'Mes photos');
  await leave(page).click();
  await expect(page).toHaveURL(/\/photos$/);

  await goToScreen(page, 'Mes coordonnées');
  const phone = page.getByLabel('Téléphone de l’établissement');
  await phone.fill('04 78 00 00 01');
  await goToScreen(page, 'Accueil');
  await expect(dialog(page)).toBeVisible();
  await stay(page).click();
  await expect(phone).toHaveValue('04 78 00 00 01');
  await goToScreen(page, 'Accueil');
  await leave(page).click();
  await expect(page).toHaveURL(/\/accueil$/);
  // Saved forms leave without a question: the wizard's 'Suivant' after each step (backoffice.spec.ts).
});
