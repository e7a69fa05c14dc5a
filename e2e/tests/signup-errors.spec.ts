import { expect, test } from '@playwright/test';
import { newPro, PRO_BASE, SIGNUP_CONFIRM_PATH, SIGNUP_PATH, signUpViaApi, snap } from '../support/app';
import { mailedLink, mailSubjects, waitForMail } from '../support/mailbox';

test('the sign-up form explains each mistake under its field', async ({ page, request }, testInfo) => {
  await page.goto(SIGNUP_PATH);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Veuillez saisir le nom de votre établissement')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre prénom')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre email')).toBeVisible();
  await expect(page.getByText('Veuillez accepter les conditions générales d’utilisation.')).toBeVisible();
  await expect(page.getByLabel('Nom de l’établissement')).toBeFocused();
  await snap(page, testInfo, 'signup-empty');

  const pro = newPro(testInfo);
  await page.getByLabel('Nom de l’établissement').fill(pro.nomSociete);
  await expect(page.getByText('Veuillez saisir le nom de votre établissement')).toBeHidden();
  await page.getByLabel('Prénom').fill(pro.prenom);
  await page.getByLabel('Nom', { exact: true }).fill(pro.nom);
  await page.getByLabel('Adresse e-mail').fill('lea.martin-at-example.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill(pro.password);
  await page.getByLabel('Confirmation du mot de passe').fill('autre-chose-9');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await snap(page, testInfo, 'signup-invalid');

  // The e-mail already belongs to an account: the form answers as for any address (it never tells who has an
  // account); the owner is told by e-mail instead, and no second account is created.
  await signUpViaApi(request, pro);
  await page.getByLabel('Adresse e-mail').fill(pro.email);
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeHidden();
  await page.getByLabel('Confirmation du mot de passe').fill(pro.password);
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeHidden();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await expect(page.getByText('Cette adresse e-mail est déjà utilisée')).toBeHidden();
  await snap(page, testInfo, 'signup-email-taken');
  const notice = await waitForMail(pro.email, mailSubjects.existingAccount);
  expect(notice.body).toContain('Aucun nouveau compte n’a été créé.');

  // Starting again brings the form back; a free address gets the same answer, and its link opens the space.
  await page.getByRole('button', { name: 'Recommencer l’inscription' }).click();
  const other = newPro(testInfo);
  await page.getByLabel('Nom de l’établissement').fill(other.nomSociete);
  await page.getByLabel('Prénom').fill(other.prenom);
  await page.getByLabel('Nom', { exact: true }).fill(other.nom);
  await page.getByLabel('Adresse e-mail').fill(other.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(other.password);
  await page.getByLabel('Confirmation du mot de passe').fill(other.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await page.goto(await mailedLink(other.email, mailSubjects.signup, SIGNUP_CONFIRM_PATH));
  await expect(page).toHaveURL(`${PRO_BASE}/demarrage/coordonnees`);
});

test('the terms of use are one click away from the sign-up form', async ({ page }, testInfo) => {
  await page.goto(SIGNUP_PATH);
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'conditions générales d’utilisation' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Conditions générales d’utilisation');
  await snap(terms, testInfo, 'terms');
});
