import { expect, test } from '@playwright/test';
import { goToScreen, snap } from '../support/app';
import { collectPageErrors, openCalendar, sidePanel } from '../support/calendar';
import {
  fillDetails,
  framePath,
  pickServices,
  setUpBookableSalon,
  visitorPage,
  widgetShot,
} from '../support/widget';

test('a salon builds a questionnaire, a visitor answers it when booking, the salon reads the answers', async ({
  page,
  browser,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpBookableSalon(page, testInfo);
  await page.goto('/professionnel/rendez-vous-en-ligne/espaceprofessionnel/accueil');
  await goToScreen(page, 'Questionnaires');
  await expect(page.getByRole('heading', { name: 'QUESTIONNAIRES' })).toBeVisible();
  await expect(page.getByText('Aucun questionnaire pour le moment.')).toBeVisible();

  // AQ2 before any questionnaire: the spec's warning, nothing sent.
  await page.getByRole('tab', { name: 'Ajouter une question' }).click();
  await page.getByLabel('Question', { exact: true }).fill('Avez-vous des allergies ?');
  await page.getByRole('button', { name: 'Ajouter la question' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vous devez d’abord créer un questionnaire.');

  // AQ1, which moves on to AQ2 with the new questionnaire chosen.
  await page.getByRole('tab', { name: 'Ajouter un questionnaire' }).click();
  await page.getByLabel('Titre du questionnaire').fill('Diagnostic cheveux');
  await page.getByRole('button', { name: 'Ajouter le questionnaire' }).click();
  await expect(page.getByRole('tab', { name: 'Ajouter une question' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('.p-dropdown:has(#qn-questionnaire)')).toContainText('Diagnostic cheveux');

  // A required free text, then a required single choice (a blank option is ignored).
  await page.getByLabel('Question', { exact: true }).fill('Avez-vous des allergies ?');
  await page.getByLabel('Réponse obligatoire').check();
  await page.getByRole('button', { name: 'Ajouter la question' }).click();
  await expect(page.getByText('Question ajoutée')).toBeVisible();
  await page.getByLabel('Question', { exact: true }).fill('Longueur de vos cheveux');
  await page.getByLabel('Choix unique').check();
  await page.getByRole('textbox', { name: 'Choix 1' }).fill('Courts');
  await page.getByRole('textbox', { name: 'Choix 2' }).fill('Longs');
  await page.getByRole('button', { name: 'Ajouter un choix' }).click();
  await page.getByLabel('Réponse obligatoire').check();
  await page.getByRole('button', { name: 'Ajouter la question' }).click();
  const card = page.locator('.qn-card').filter({ hasText: 'Diagnostic cheveux' });
  await expect(card.locator('.qn-question')).toHaveCount(2);
  await expect(card).toContainText('Choix unique : Courts · Longs');

  // Asked by 'Coupe homme'.
  await card.locator('.p-multiselect').click();
  await page.locator('.p-multiselect-panel').getByRole('option', { name: 'Coupe homme' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Prestations enregistrées')).toBeVisible();
  await expect(card.locator('.p-multiselect')).toContainText('Coupe homme');
  await snap(page, testInfo, 'questionnaire-builder');

  // The visitor books 'Coupe homme' and is asked the questions once the slot is chosen.
  const visitor = await visitorPage(browser, testInfo);
  const visitorErrors = collectPageErrors(visitor);
  await visitor.goto(framePath(salon.slug));
  await pickServices(visitor, ['Coupe homme']);
  await visitor.getByRole('button', { name: 'RESERVER CETTE PRESTATION' }).click();
  await visitor.getByRole('button', { name: '10:00 avec Julie' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
  await expect(
    dialog.getByRole('heading', { name: 'Quelques questions avant votre rendez-vous' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByText('Veuillez répondre à cette question.')).toHaveCount(2);
  // The first question in error takes the focus; answered, the next one (a choice) takes it.
  await expect(dialog.getByLabel(/Avez-vous des allergies/)).toBeFocused();
  await dialog.getByLabel(/Avez-vous des allergies/).fill('Allergie au henné <b>forte</b>');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('radio', { name: 'Courts' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Longs' }).check();
  await expect(dialog.getByText('Veuillez répondre à cette question.')).toHaveCount(0);
  await widgetShot(visitor, testInfo, 'questions');
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await fillDetails(visitor, {
    prenom: 'Inès',
    nom: 'Lefèvre',
    telPortable: '06 11 22 33 44',
    email: 'ines@example.fr',
  });
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(visitor.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();

  // The salon opens the appointment and reads the answers, as typed (no HTML made of them).
  await openCalendar(page, { day: salon.day });
  await page.locator('.cal-event').filter({ hasText: 'Lefèvre Inès' }).click();
  const answers = sidePanel(page).locator('.cal-answers');
  await expect(answers).toContainText('Avez-vous des allergies ?');
  await expect(answers).toContainText('Allergie au henné <b>forte</b>');
  await expect(answers).toContainText('Longueur de vos cheveux');
  await expect(answers.locator('dd').nth(1)).toHaveText('Longs');
  await answers.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'questionnaire-answers-in-calendar');
  expect(errors).toEqual([]);
  expect(visitorErrors).toEqual([]);
});

test('a salon sets its default reminders, and an appointment offers them beside its own reminder', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpBookableSalon(page, testInfo);
  await page.goto('/professionnel/rendez-vous-en-ligne/espaceprofessionnel/accueil');
  await goToScreen(page, 'Rappels');
  await expect(page.getByRole('heading', { name: 'RAPPELS AUTOMATIQUES' })).toBeVisible();
  const rules = page.getByTestId('reminder-rule');
  await expect(rules).toHaveCount(1);
  await expect(rules.first()).toContainText('1 jour avant (à 09:00)');
  await page.getByRole('button', { name: 'Ajouter un rappel' }).click();
  await expect(rules).toHaveCount(2);
  await expect(rules.nth(1)).toContainText('2 heures avant');
  await rules.nth(1).getByLabel('SMS').check();
  await rules.nth(1).getByLabel('E-mail').uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Rappels enregistrés')).toBeVisible();
  await snap(page, testInfo, 'reminders-defaults');
  await page.reload();
  await expect(rules).toHaveCount(2);
  await expect(rules.nth(1).getByLabel('SMS')).toBeChecked();
  await expect(rules.nth(1).getByLabel('E-mail')).not.toBeChecked();

  // An appointment of the salon's: its reminders beyond the single one take the defaults in one tap.
  const client = (await salon.api('POST', '/api/v1/clients', {
    nom: 'Durand',
    prenom: 'Sophie',
    email: 'sophie@example.fr',
    telPortable: '06 12 34 56 78',
  })) as { id: string };
  await salon.api('POST', '/api/v1/appointments', {
    day: salon.day,
    start: '17:00',
    end: '17:30',
    clientId: client.id,
    staffId: salon.staff[0]!.id,
  });
  await openCalendar(page, { day: salon.day });
  await page.locator('.cal-event').filter({ hasText: 'Durand Sophie' }).click();
  const panel = sidePanel(page);
  await panel.getByRole('button', { name: 'Reprendre mes rappels par défaut' }).click();
  await expect(panel.getByTestId('reminder-rule')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Valider' }).click();
  await expect(panel).toBeHidden();
  await page.locator('.cal-event').filter({ hasText: 'Durand Sophie' }).click();
  const planned = sidePanel(page).locator('.cal-reminders li');
  await expect(planned).toHaveCount(3);
  await expect(sidePanel(page).locator('.cal-reminders')).toContainText('SMS');
  await snap(page, testInfo, 'reminders-in-appointment');
  expect(errors).toEqual([]);
});
