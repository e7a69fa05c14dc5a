import { expect, test } from '@playwright/test';
import {
  EMAIL_UNDO_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  logIn,
  newPro,
  PRO_BASE,
  RESET_PASSWORD_PATH,
  signUpViaApi,
  snap,
} from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';
import { mailedLink, mailSubjects } from '../support/mailbox';

test('a forgotten password is replaced through the single-use link e-mailed to the owner', async ({
  page,
  request,
}, testInfo) => {
  const pro = newPro(testInfo);
  const newPassword = 'retrouve-le-3';
  await signUpViaApi(request, pro);
  await completeSetupViaApi(request);

  await page.goto(LOGIN_PATH);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(FORGOT_PASSWORD_PATH);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await snap(page, testInfo, 'forgot-password');
  await page.getByLabel('Adresse e-mail').fill(pro.email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();
  await snap(page, testInfo, 'forgot-password-sent');

  const link = await mailedLink(pro.email, mailSubjects.passwordReset, RESET_PASSWORD_PATH);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmation du mot de passe').fill('autre-chose-4');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
  await snap(page, testInfo, 'reset-password');
  await page.getByLabel('Confirmation du mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.')).toBeVisible();
  await snap(page, testInfo, 'reset-password-done');

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(LOGIN_PATH);
  await logIn(page, pro.email, newPassword);
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);

  // The link served once: opened again, it is refused.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore-un-autre-5');
  await page.getByLabel('Confirmation du mot de passe').fill('encore-un-autre-5');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(
    page.getByText('Ce lien n’est plus valide. Il a peut-être déjà servi ou expiré.'),
  ).toBeVisible();
  await snap(page, testInfo, 'reset-password-spent');
});

test('an e-mail change is undone from the link sent to the old address', async ({ page }, testInfo) => {
  const pro = newPro(testInfo);
  const stolen = newPro(testInfo, { prenom: 'Voleur' }).email;
  await signUpViaApi(page.request, pro);
  await completeSetupViaApi(page.request);

  await page.goto(`${PRO_BASE}/compteIdentity`);
  await page.locator('input[name="email"]').fill(stolen);
  await page.getByLabel('Mot de passe actuel').fill(pro.password);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByTestId('current-identifier')).toHaveText(stolen);

  await page.goto(await mailedLink(pro.email, mailSubjects.emailChanged, EMAIL_UNDO_PATH));
  await expect(page.getByRole('heading', { name: 'Annuler le changement d’identifiant' })).toBeVisible();
  await snap(page, testInfo, 'email-undo');
  await page.getByRole('button', { name: 'Rétablir mon ancienne adresse' }).click();
  await expect(page.getByText(/Votre ancienne adresse de connexion est rétablie/)).toBeVisible();
  await snap(page, testInfo, 'email-undo-done');

  // Every session was closed, this browser's too; the old address logs in again, the new one no longer.
  await page.goto(`${PRO_BASE}/accueil`);
  await expect(page).toHaveURL(LOGIN_PATH);
  await logIn(page, stolen, pro.password);
  await expect(page.getByText('Identifiant ou mot de passe incorrect.')).toBeVisible();
  await logIn(page, pro.email, pro.password);
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);
});
