import { expect, test } from '@playwright/test';
import { LOGIN_PATH, logIn, logOut, newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';

test('the professional changes the login e-mail and logs in with the new one', async ({
  page,
  request,
}, testInfo) => {
  const pro = newPro(testInfo);
  const other = newPro(testInfo, { prenom: 'Hugo' });
  await signUpViaApi(page.request, pro);
  await completeSetupViaApi(page.request);
  await signUpViaApi(request, other);

  await page.goto(`${PRO_BASE}/compte`);
  await page.getByRole('link', { name: 'Modifier mon identifiant' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/compteIdentity`);
  await expect(page.getByTestId('current-identifier')).toHaveText(pro.email);
  await snap(page, testInfo, 'identity');

  const field = page.locator('input[name="email"]');
  const password = page.getByLabel('Mot de passe actuel');
  await field.fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();

  // The current password is asked for: a wrong one is refused under its field.
  await field.fill(pro.email.replace('@', '+autre@'));
  await password.fill('pas-le-bon-1');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Le mot de passe est incorrect.')).toBeVisible();

  await field.fill(other.email);
  await password.fill(pro.password);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByText('Erreur dans la modification de votre identifiant. Veuillez recommencer'),
  ).toBeVisible();
  await expect(page.getByText('Cette adresse e-mail est déjà utilisée par un autre compte.')).toBeVisible();
  await snap(page, testInfo, 'identity-error');

  const newEmail = newPro(testInfo).email;
  await field.fill(newEmail);
  await password.fill(pro.password);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(
    page.getByText('La modification de votre identifiant a bien été prise en compte'),
  ).toBeVisible();
  await expect(page.getByTestId('current-identifier')).toHaveText(newEmail);
  await snap(page, testInfo, 'identity-changed');

  // Leaving with something typed but not sent: nothing changes, and the toast says so.
  await field.fill('brouillon@example.fr');
  await page.getByRole('link', { name: 'Fermer et revenir à mon compte' }).click();
  await expect(page.getByText('Modification annulée')).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await logOut(page);
  await logIn(page, newEmail, pro.password);
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);
});

test('account deletion asks for confirmation and can be withdrawn', async ({ page }, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await page.goto(`${PRO_BASE}/compte`);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Voulez-vous vraiment supprimer votre compte ?');
  await snap(page, testInfo, 'deletion-confirm');
  await dialog.getByRole('button', { name: 'Non, conserver' }).click();
  await expect(page.getByText('Suppression de compte rejetée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByText('Votre compte sera être supprimé dans les meilleurs délais')).toBeVisible();
  await expect(page.getByText(/Demande de suppression envoyée le \d{1,2} \S+ \d{4}\./)).toBeVisible();
  await snap(page, testInfo, 'deletion-requested');

  // The request survives a reload (it is stored), then is withdrawn.
  await page.reload();
  await page.getByRole('button', { name: 'Annuler la demande de suppression' }).click();
  await expect(page.getByText('Votre demande de suppression a été annulée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeVisible();
});

test('the subscription screen shows the free plan and this month’s usage', async ({ page }, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await page.goto(`${PRO_BASE}/compte`);
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/compteAbonnement`);
  await expect(page.getByText('0 / 20 disponibilités ce mois-ci')).toBeVisible();
  await expect(page.locator('.plan-card-current h3')).toHaveText('Gratuit');
  await expect(page.locator('.plan-card')).toHaveCount(3);
  await snap(page, testInfo, 'subscription');
});

test('a visitor sent to a private page logs in and lands back on it', async ({ page, request }, testInfo) => {
  const pro = newPro(testInfo);
  await signUpViaApi(request, pro);
  await page.goto(`${PRO_BASE}/compteAbonnement`);
  await expect(page).toHaveURL(LOGIN_PATH);
  await logIn(page, pro.email, pro.password);
  await expect(page).toHaveURL(`${PRO_BASE}/compteAbonnement`);
  // Setup not done yet: the space's home sends the professional to the wizard.
  await page.goto(PRO_BASE);
  await expect(page).toHaveURL(`${PRO_BASE}/demarrage/coordonnees`);
});

test('unknown addresses get a clear 404 page', async ({ page }, testInfo) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await snap(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Retour à l’accueil', exact: true }).click();
  await expect(page).toHaveURL('/');
});
