import { expect, test, type Page } from '@playwright/test';
import { chooseTime, completeSetupViaApi, makePng, next, openAddForm } from '../support/backoffice';
import { goToScreen, newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';

const wizard = (step: string) => `${PRO_BASE}/demarrage/${step}`;

async function fillDetails(page: Page) {
  await page.locator('.p-dropdown', { has: page.locator('#business-establishmentTypeId') }).click();
  await page.getByRole('option', { name: 'Salon de coiffure' }).click();
  await expect(page.getByText("Veuillez sélectionner un type d'établissement")).toBeHidden();
  await page.getByLabel('Profession', { exact: true }).fill('Coiffeuse');
  await expect(page.getByText('Veuillez saisir votre profession')).toBeHidden();

  // No internet here: the server falls back to its postal-code list, which still suggests the city.
  const address = page.getByRole('combobox', { name: 'Adresse' });
  await address.pressSequentially('69003', { delay: 30 });
  const suggestion = page.getByRole('option', { name: '69003 Lyon' });
  await expect(suggestion).toBeVisible();
  await snap(page, test.info(), 'backoffice-details-autocomplete');
  await suggestion.click();
  await expect(page.getByLabel('Code postal', { exact: true })).toHaveValue('69003');
  await expect(page.getByLabel('Ville', { exact: true })).toHaveValue('Lyon');
  await address.fill('12 rue des Lilas');

  await page.getByLabel('Téléphone de l’établissement', { exact: true }).fill('04 78 00 00 00');
  await page.getByLabel('Téléphone portable', { exact: true }).fill('06 12 34 56 78');
  const presentation = page.getByRole('textbox', { name: 'Présentation de votre établissement' });
  await presentation.click();
  await page.keyboard.type('Un salon lumineux au cœur de Lyon, coupes et couleurs sur mesure.');

  // A picture under 350 × 350 is explained before anything is sent.
  const input = page.getByTestId('profile-image-input');
  await input.setInputFiles(await makePng(page, 'petite.png', 200, 200));
  await expect(page.getByText('L’image doit mesurer au moins 350 × 350 pixels.')).toBeVisible();
  await input.setInputFiles(await makePng(page, 'profil.png', 600, 600, 200));
  await expect(page.getByRole('img', { name: 'Photo de profil de votre établissement' })).toBeVisible();
  await expect(page.getByText('Veuillez insérer une photo')).toBeHidden();
}

async function addService(
  page: Page,
  s: { name: string; category: string; amount: string; duration: string },
) {
  const form = await openAddForm(page, 'Ajouter une prestation');
  await form.getByLabel('Nom de la prestation', { exact: true }).fill(s.name);
  await form.getByLabel('Catégorie', { exact: true }).fill(s.category);
  await form.getByLabel('Montant', { exact: true }).fill(s.amount);
  await chooseTime(page, 'Durée', s.duration);
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText(`La prestation « ${s.name} » a été ajoutée.`)).toBeVisible();
  await expect(page.locator('.setup-sidebar')).toBeHidden();
}

test('a new professional sets the salon up with the wizard, then edits it in the space', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const pro = newPro(testInfo);
  await signUpViaApi(page.request, pro);

  // Until the setup is done, the space sends the professional to the wizard.
  await page.goto(`${PRO_BASE}/accueil`);
  await expect(page).toHaveURL(wizard('coordonnees'));
  await expect(page.getByRole('heading', { name: 'Configurons votre salon' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'MES COORDONNÉES' })).toBeVisible();
  await expect(page.getByLabel('Nom de l’établissement', { exact: true })).toHaveValue(pro.nomSociete);

  // Details: every empty field is named under itself; each message goes when its field is edited.
  await next(page);
  for (const message of [
    "Veuillez sélectionner un type d'établissement",
    'Veuillez saisir votre profession',
    'Veuillez saisir votre adresse',
    'Veuillez saisir un code postal',
    'Veuillez renseigner votre ville',
    'Veuillez saisir le téléphone de votre établissement',
    'Veuillez saisir votre téléphone portable',
    'Veuillez présenter votre établissement',
    'Veuillez insérer une photo',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(wizard('coordonnees'));
  await snap(page, testInfo, 'backoffice-details-errors');
  await fillDetails(page);
  await snap(page, testInfo, 'backoffice-details-filled');
  await next(page);
  await expect(page.getByText('Vos coordonnées ont bien été enregistrées')).toBeVisible();

  // Photos: a too-small picture is refused, the other goes through the square crop.
  await expect(page).toHaveURL(wizard('photos'));
  await expect(page.getByRole('heading', { name: 'MES PHOTOS' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cliquez ici pour charger les photos/ })).toBeVisible();
  await page
    .getByTestId('photo-input')
    .setInputFiles([
      await makePng(page, 'salon.png', 900, 600, 20),
      await makePng(page, 'miniature.png', 300, 300),
    ]);
  await expect(
    page.getByText('miniature.png : L’image doit mesurer au moins 350 × 350 pixels.'),
  ).toBeVisible();
  const crop = page.getByRole('dialog', { name: 'Recadrez votre photo...' });
  await expect(crop).toBeVisible();
  await snap(page, testInfo, 'backoffice-photos-crop');
  await crop.getByRole('button', { name: 'Valider' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: 'Photo 1 de votre établissement' })).toBeVisible();
  await expect(page.getByText('1 / 4 photos')).toBeVisible();
  await snap(page, testInfo, 'backoffice-photos');
  await next(page);

  // Services: blocked until there is one; the add form names its three required fields.
  await expect(page).toHaveURL(wizard('prestations'));
  await expect(page.getByRole('heading', { name: 'MES PRESTATIONS' })).toBeVisible();
  await expect(
    page.getByText('Une prestation est attribuée par défaut à tout votre personnel'),
  ).toBeVisible();
  await next(page);
  await expect(page.getByText('Veuillez insérer au moins une prestation !')).toBeVisible();
  const form = await openAddForm(page, 'Ajouter une prestation');
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  for (const message of [
    'Veuillez saisir le nom de la prestation',
    'Veuillez renseigner un montant',
    'Veuillez renseigner une durée',
    // The spec's category message comes with them, but a category is never required (see the API tests).
    'Veuillez renseigner une catégorie',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await snap(page, testInfo, 'backoffice-services-errors');
  await form.getByLabel('Catégorie', { exact: true }).fill('Coiffure');
  await expect(form.getByText('Veuillez renseigner une catégorie')).toBeHidden();
  // The duration is a field as wide as its neighbours' content needs, not a squeezed '- - : - -'.
  const duration = await form.locator('.service-fields .time-select').boundingBox();
  expect(duration?.width).toBeGreaterThanOrEqual(120);
  if (await page.locator('.setup-sidebar').isVisible()) await page.keyboard.press('Escape');
  await addService(page, { name: 'Coupe femme', category: 'Coiffure', amount: '45', duration: '00:45' });
  await expect(page.getByText('Veuillez insérer au moins une prestation !')).toBeHidden();
  await expect(page.getByRole('heading', { name: '1 PRESTATION AU TOTAL' })).toBeVisible();
  await addService(page, { name: 'Brushing', category: 'Coiffure', amount: '25,50', duration: '00:30' });
  await expect(page.getByRole('heading', { name: '2 PRESTATIONS AU TOTAL' })).toBeVisible();
  await expect(page.getByText('25,50 €')).toBeVisible();
  await snap(page, testInfo, 'backoffice-services');
  await next(page);

  // Opening hours: nothing saved without a day; the faulty range is pointed at.
  await expect(page).toHaveURL(wizard('horaires'));
  await expect(page.getByRole('heading', { name: 'MES HORAIRES' })).toBeVisible();
  await next(page);
  await expect(page.getByText("Veuillez renseigner vos heures d'ouverture !")).toBeVisible();
  for (const day of ['Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi']) {
    await page.getByRole('switch', { name: `${day} : ouvert` }).click();
  }
  await expect(page.getByText("Veuillez renseigner vos heures d'ouverture !")).toBeHidden();
  await chooseTime(page, 'Mardi, fin de la plage 1', '08:00');
  await next(page);
  await expect(page.getByText("L'heure de fermeture doit être après l'heure d'ouverture.")).toBeVisible();
  await chooseTime(page, 'Mardi, fin de la plage 1', '12:00');
  await page.getByRole('button', { name: 'Ajouter une plage le mardi' }).click();
  await chooseTime(page, 'Mardi, début de la plage 2', '14:00');
  await chooseTime(page, 'Mardi, fin de la plage 2', '19:00');
  await snap(page, testInfo, 'backoffice-hours');
  await next(page);

  // Staff: blocked until there is one; the first name is required.
  await expect(page).toHaveURL(wizard('personnel'));
  await expect(page.getByRole('heading', { name: 'MON PERSONNEL' })).toBeVisible();
  await next(page);
  await expect(page.getByText('Veuillez insérer au moins un personnel')).toBeVisible();
  const staffForm = await openAddForm(page, 'Ajouter un membre du personnel');
  await staffForm.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(staffForm.getByText('Veuillez saisir un prénom.')).toBeVisible();
  await staffForm.getByLabel('Prénom', { exact: true }).fill('Léa');
  await staffForm.getByLabel('Nom (facultatif)', { exact: true }).fill('Martin');
  await staffForm.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 PERSONNEL AU TOTAL' })).toBeVisible();
  await expect(page.getByText('2 prestations')).toBeVisible();
  await snap(page, testInfo, 'backoffice-staff');
  await next(page);

  // The setup is complete: it ends on publishing the coming four weeks from the opening hours.
  await expect(page).toHaveURL(`${PRO_BASE}/horaires?publier=1`);
  const offer = page.getByRole('dialog', { name: 'Paramètres' });
  await expect(
    offer.getByText('Dernière étape : publiez vos disponibilités', { exact: false }),
  ).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Rendez-vous', pressed: true })).toBeVisible();
  await expect(offer.getByText(/\d+ disponibilités seront créées/)).toBeVisible();
  await snap(page, testInfo, 'backoffice-wizard-publish-offer');
  await offer.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.hours-published')).toContainText('disponibilités publiées');
  await expect(page).toHaveURL(`${PRO_BASE}/horaires`);
  // The space opens, and stays open.
  await goToScreen(page, 'Accueil');
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);
  await expect(page.getByRole('heading', { name: 'Bonjour Léa' })).toBeVisible();
  await page.goto(wizard('coordonnees'));
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);

  // A service's colour is saved (debounced) and still there after a reload.
  await goToScreen(page, 'Mes prestations');
  await expect(page).toHaveURL(`${PRO_BASE}/prestations`);
  await page.getByRole('button', { name: 'Afficher les réglages de Coupe femme' }).click();
  await expect(page.getByLabel('Personnel qui réalise cette prestation', { exact: true })).toBeAttached();
  // A new service has no colour: 'Aucune couleur' is on until a colour is chosen.
  const noColor = page.getByRole('switch', { name: 'Aucune couleur' });
  await expect(noColor).toBeChecked();
  await noColor.click();
  await page.getByRole('button', { name: 'Couleur rose' }).click();
  await expect(page.getByText('Modifications enregistrées')).toBeVisible();
  await snap(page, testInfo, 'backoffice-service-settings');
  await page.reload();
  const coupe = page.locator('.service-card', { hasText: 'Coupe femme' });
  await expect(coupe.getByTestId('service-swatch')).toHaveCSS('background-color', 'rgb(225, 29, 116)');

  // Notes typed just before leaving are not lost: the pending save is sent as the page goes.
  await goToScreen(page, 'Mon personnel');
  await page.getByRole('button', { name: 'Afficher la fiche de Léa Martin' }).click();
  await page.getByRole('textbox', { name: 'Notes – Léa Martin' }).click();
  await page.keyboard.type('Spécialiste des balayages.');
  await snap(page, testInfo, 'backoffice-staff-panel');
  await page.reload();
  await page.getByRole('button', { name: 'Afficher la fiche de Léa Martin' }).click();
  await expect(page.getByRole('textbox', { name: 'Notes – Léa Martin' })).toHaveText(
    'Spécialiste des balayages.',
  );

  // Deleting a service asks first; 'Non' keeps it.
  await goToScreen(page, 'Mes prestations');
  await page.getByRole('button', { name: 'Supprimer Brushing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation de suppression' });
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cette prestation ?');
  await snap(page, testInfo, 'backoffice-service-delete');
  await confirm.getByRole('button', { name: 'Non' }).click();
  await expect(page.getByText('Supression rejetée')).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 PRESTATIONS AU TOTAL' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer Brushing' }).click();
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText('Prestation supprimée')).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 PRESTATION AU TOTAL' })).toBeVisible();

  // Opening hours show as a summary; editing asks for confirmation.
  await goToScreen(page, 'Mes horaires');
  await expect(page.getByRole('row', { name: 'Mardi 09:00 – 12:00 · 14:00 – 19:00' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Lundi Fermé' })).toBeVisible();
  await snap(page, testInfo, 'backoffice-hours-summary');
  await page.getByText('Editer.horaires').click();
  await page.getByRole('button', { name: 'MODIFIER' }).click();
  await expect(page.getByText('Êtes-vous sûr de vouloir modifier vos horaires ?')).toBeVisible();
  await page.getByRole('button', { name: 'Non' }).click();
  await expect(page.getByText('Modification annulée')).toBeVisible();

  // The business details are reached from the account, with VALIDER on top.
  await goToScreen(page, 'Mon compte');
  await page.getByRole('link', { name: 'Modifier mes coordonnées' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/coordonnees`);
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue('12 rue des Lilas');
  await page.getByLabel('Profession', { exact: true }).fill('Coiffeuse coloriste');
  await page.getByRole('button', { name: 'VALIDER' }).click();
  await expect(page.getByText('Vos coordonnées ont bien été enregistrées')).toBeVisible();
  await snap(page, testInfo, 'backoffice-details-space');
  await page.getByRole('link', { name: 'Fermer et revenir à mon compte' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/compte`);
});

test('the demo salon is already set up: its screens open directly', async ({ page }, testInfo) => {
  await page.goto('/demo/prestations');
  await expect(page.getByRole('heading', { name: 'MES PRESTATIONS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /PRESTATIONS AU TOTAL/ })).toBeVisible();
  await snap(page, testInfo, 'backoffice-demo-services');
  await goToScreen(page, 'Mon personnel');
  await expect(page.getByRole('heading', { name: /PERSONNELS? AU TOTAL/ })).toBeVisible();
  await snap(page, testInfo, 'backoffice-demo-staff');
  await goToScreen(page, 'Mes horaires');
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, testInfo, 'backoffice-demo-hours');
  await goToScreen(page, 'Mes photos');
  await expect(page.getByRole('heading', { name: 'MES PHOTOS' })).toBeVisible();
  await snap(page, testInfo, 'backoffice-demo-photos');
  await goToScreen(page, 'Mes coordonnées');
  await expect(page.getByLabel('Nom de l’établissement', { exact: true })).toBeDisabled();
  await snap(page, testInfo, 'backoffice-demo-details');
});

test('the account stays reachable during the setup; once set up, the space opens on the home page', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await page.goto(`${PRO_BASE}/compte`);
  await expect(page.getByRole('heading', { name: 'MON COMPTE' })).toBeVisible();
  await page.getByRole('link', { name: 'Modifier mes coordonnées' }).click();
  await expect(page).toHaveURL(`${PRO_BASE}/coordonnees`);
  await expect(page.getByRole('button', { name: 'VALIDER' })).toBeVisible();
  await goToScreen(page, 'Mes prestations');
  await expect(page).toHaveURL(wizard('coordonnees'));

  await completeSetupViaApi(page.request);
  await page.goto(`${PRO_BASE}/prestations`);
  await expect(page.getByRole('heading', { name: '1 PRESTATION AU TOTAL' })).toBeVisible();
  await page.goto(`${PRO_BASE}/demarrage`);
  await expect(page).toHaveURL(`${PRO_BASE}/accueil`);
});
