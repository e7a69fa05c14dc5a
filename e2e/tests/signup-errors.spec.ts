import { expect, test } from '@playwright/test';
import { newPro, PRO_BASE, SIGNUP_PATH, signUpViaApi, snap } from '../support/app';

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

  // The same e-mail already belongs to an account: the server says so under the e-mail field.
  await signUpViaApi(request, pro);
  await page.getByLabel('Adresse e-mail').fill(pro.email);
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide.')).toBeHidden();
  await page.getByLabel('Confirmation du mot de passe').fill(pro.password);
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeHidden();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Cette adresse e-mail est déjà utilisée par un autre compte.')).toBeVisible();
  await expect(page).toHaveURL(SIGNUP_PATH);
  await snap(page, testInfo, 'signup-email-taken');

  // Editing the field clears its error; a free address then goes through.
  await page.getByLabel('Adresse e-mail').fill(newPro(testInfo).email);
  await expect(page.getByText('Cette adresse e-mail est déjà utilisée par un autre compte.')).toBeHidden();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
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
