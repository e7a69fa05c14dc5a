import { expect, test } from '@playwright/test';
import {
  goToScreen,
  LOGIN_PATH,
  logIn,
  logOut,
  newPro,
  PRO_BASE,
  SIGNUP_CONFIRM_PATH,
  SIGNUP_PATH,
  snap,
} from '../support/app';
import { mailedLink, mailSubjects } from '../support/mailbox';
import { completeSetupViaApi } from '../support/backoffice';

test('a new professional signs up, changes the password, logs in with it and opens the demo', async ({
  page,
}, testInfo) => {
  const pro = newPro(testInfo);
  const newPassword = 'nouveau-secret-2';

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vos clients réservent en ligne, vous gagnez du temps',
  );
  await snap(page, testInfo, 'landing');
  await page.getByRole('link', { name: 'Créer mon compte' }).first().click();
  await expect(page).toHaveURL(SIGNUP_PATH);
  await snap(page, testInfo, 'signup');

  await page.getByLabel('Nom de l’établissement').fill(pro.nomSociete);
  await page.getByLabel('Prénom').fill(pro.prenom);
  await page.getByLabel('Nom', { exact: true }).fill(pro.nom);
  await page.getByLabel('Adresse e-mail').fill(pro.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(pro.password);
  await page.getByLabel('Confirmation du mot de passe').fill(pro.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // The account exists once the address is confirmed: the page says to check the mailbox.
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await expect(page.getByText('Un e-mail vient de vous être envoyé.')).toBeVisible();
  await snap(page, testInfo, 'signup-sent');
  // The activation link logs in; a new account starts in the setup wizard (the back-office tests walk it).
  await page.goto(await mailedLink(pro.email, mailSubjects.signup, SIGNUP_CONFIRM_PATH));
  await expect(page).toHaveURL(`${PRO_BASE}/demarrage/coordonnees`);
  await completeSetupViaApi(page.request);
  await page.goto(PRO_BASE);
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);
  await expect(page.getByRole('heading', { name: 'Bonjour Léa' })).toBeVisible();
  await expect(page.locator('.pro-business-name')).toHaveText(pro.nomSociete);
  await expect(page.locator('.pro-topbar .plan-badge')).toHaveText('Gratuit');
  await snap(page, testInfo, 'home');

  await logOut(page);
  await snap(page, testInfo, 'login');
  await logIn(page, pro.email, pro.password);
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);

  await goToScreen(page, 'Mon compte', { testInfo, name: 'navigation' });
  await expect(page).toHaveURL(`${PRO_BASE}/compte`);
  await expect(page.getByRole('heading', { name: 'MON COMPTE' })).toBeVisible();
  await expect(page.getByText(pro.email)).toBeVisible();
  await expect(page.getByText('••••••••')).toBeVisible();
  await snap(page, testInfo, 'account');

  await page.getByRole('link', { name: 'Modifier mon mot de passe' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/compteMdp`);
  // Client-side: every field is required.
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Veuillez saisir votre ancien mot de passe.')).toBeVisible();
  // Server-side: a wrong old password is refused and named under its field.
  await page.getByLabel('Ancien mot de passe').fill('pas-le-bon-1');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByText('Erreur dans la modification de votre mot de passe. Veuillez recommencer'),
  ).toBeVisible();
  await expect(page.getByText('L’ancien mot de passe est incorrect.')).toBeVisible();
  await snap(page, testInfo, 'password-error');

  await page.getByLabel('Ancien mot de passe').fill(pro.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByText('La modification de votre mot de passe a bien été prise en compte'),
  ).toBeVisible();
  await expect(page.getByLabel('Ancien mot de passe')).toHaveValue('');
  await snap(page, testInfo, 'password-changed');
  await page.getByRole('link', { name: 'Fermer et revenir à mon compte' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/compte`);

  // The session survived the change (the server gave this browser a new one): logging out still works.
  await logOut(page);
  await logIn(page, pro.email, pro.password);
  await expect(page.getByText('Identifiant ou mot de passe incorrect.')).toBeVisible();
  await expect(page).toHaveURL(LOGIN_PATH);
  await snap(page, testInfo, 'login-error');
  await logIn(page, pro.email, newPassword);
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);

  // Opening the demo while logged in asks first, since it ends the real session.
  await page.goto('/demo');
  const dialog = page.getByRole('dialog', { name: 'Ouvrir la démo' });
  await expect(dialog).toContainText(
    'Vous êtes connecté à votre espace professionnel. Ouvrir la démo vous déconnectera.',
  );
  await snap(page, testInfo, 'demo-confirm');
  await dialog.getByRole('button', { name: 'Ouvrir la démo' }).click();
  await expect(page).toHaveURL('/demo/accueil');
  await expect(page.locator('.pro-business-name')).toHaveText('Salon Lumière');
  await expect(page.getByText('Mode démo : vos modifications ne sont visibles que par vous.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible();
  await snap(page, testInfo, 'demo-home');

  await goToScreen(page, 'Mon compte');
  await expect(page).toHaveURL('/demo/compte');
  await expect(
    page.getByText(
      /le changement d’identifiant ou de mot de passe et la suppression du compte ne sont pas disponibles/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Modifier mon mot de passe' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await snap(page, testInfo, 'demo-account');

  // The reset asks first; 'Non' keeps everything.
  await page.getByRole('button', { name: 'Réinitialiser la démo' }).click();
  const ask = page.locator('.p-confirm-dialog');
  await expect(ask).toContainText('Toutes vos modifications de la démo');
  await ask.getByRole('button', { name: 'Non', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('La démo a été réinitialisée.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Réinitialiser la démo' }).click();
  await ask.getByRole('button', { name: 'Oui, réinitialiser' }).click();
  await expect(page.getByText('La démo a été réinitialisée.')).toBeVisible();
  await expect(page.locator('.pro-business-name')).toHaveText('Salon Lumière');
});
