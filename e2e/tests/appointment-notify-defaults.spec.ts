import { expect, test, type Page } from '@playwright/test';
import { snap } from '../support/app';
import {
  collectPageErrors,
  openCalendar,
  parisDay,
  pickSlot,
  selectBox,
  setDate,
  setTime,
  setUpSalon,
  sidePanel,
} from '../support/calendar';
import { seedClients } from '../support/clients';

const NO_EMAIL = 'Ce client n’a pas d’adresse e-mail : le rappel par e-mail est impossible.';
const PAST = 'Impossible de programmer un rappel pour un rendez-vous déjà passé.';
const NO_CLIENT = 'Choisissez d’abord un client à prévenir.';

/** Picks a client of the book in the creation panel, searched by name as a professional types it. */
async function pickClient(page: Page, search: string, label: string): Promise<void> {
  await selectBox(page, 'apt-client').click();
  await page.getByPlaceholder('Rechercher NOM et Prénom du client').fill(search);
  await page.getByRole('option', { name: label }).click();
  await expect(selectBox(page, 'apt-client')).toContainText(label);
}

const sms = (page: Page) => sidePanel(page).locator('#apt-sms');
const mail = (page: Page) => sidePanel(page).locator('#apt-mail');

test('SMS and Mail start ticked for a client who has both, and the reminders are planned', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  const julie = salon.staff[0]!;
  await seedClients(salon, [
    { nom: 'Martin', prenom: 'Claire', telPortable: '06 12 34 56 78', email: 'claire.martin@example.fr' },
  ]);
  await openCalendar(page, { day: parisDay(9) });
  await pickSlot(page, testInfo, '10:00', { resourceId: julie.id });
  const panel = sidePanel(page);
  await expect(panel.getByRole('heading', { name: 'Créer un rendez-vous client' })).toBeVisible();
  // No client yet: nobody to tell, so both boxes wait, saying why.
  await expect(sms(page)).not.toBeChecked();
  await expect(mail(page)).not.toBeChecked();
  await expect(sms(page)).toBeDisabled();
  await expect(panel.getByText(NO_CLIENT)).toBeVisible();

  await pickClient(page, 'Martin', 'Martin Claire');
  await expect(sms(page)).toBeChecked();
  await expect(mail(page)).toBeChecked();
  await expect(panel.getByText(NO_CLIENT)).toBeHidden();
  await expect(selectBox(page, 'apt-delay')).toContainText('Immédiatement');
  await snap(page, testInfo, 'notify-defaults-both');
  await panel.getByRole('button', { name: 'Valider' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Rendez-vous créé')).toBeVisible();

  const event = page
    .locator(`.fc-timegrid-col[data-resource-id="${julie.id}"] .cal-event`)
    .filter({ hasText: 'Martin Claire' });
  await event.click();
  const reminders = panel.getByRole('region', { name: 'Rappels programmés' });
  await expect(reminders.getByRole('listitem')).toHaveCount(2);
  await expect(reminders.getByRole('listitem').filter({ hasText: /^SMS · / })).toHaveCount(1);
  await expect(reminders.getByRole('listitem').filter({ hasText: /^E-mail · / })).toHaveCount(1);
  await reminders.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'notify-defaults-planned');
  expect(errors).toEqual([]);
});

test('an impossible channel is unticked with its reason, a hand choice stays, and a new panel starts afresh', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  const marc = salon.staff[1]!;
  await seedClients(salon, [
    { nom: 'Leroy', prenom: 'Paul', telPortable: '07 11 22 33 44' },
    { nom: 'Garnier', prenom: 'Emma', telPortable: '06 55 44 33 22', email: 'emma.garnier@example.fr' },
  ]);
  const day = parisDay(5);
  await openCalendar(page, { day });
  await pickSlot(page, testInfo, '11:00', { resourceId: marc.id });
  const panel = sidePanel(page);

  // A client without e-mail: SMS ticked, Mail unticked with the reason, which blocks nothing.
  await pickClient(page, 'Leroy', 'Leroy Paul');
  await expect(sms(page)).toBeChecked();
  await expect(mail(page)).not.toBeChecked();
  await expect(mail(page)).toBeDisabled();
  const noEmail = panel.getByText(NO_EMAIL);
  await expect(noEmail).toBeVisible();
  await expect(noEmail).toHaveClass(/field-hint/);
  await snap(page, testInfo, 'notify-defaults-no-email');

  // Another client, with both: Mail follows. Then an appointment already started: neither.
  await pickClient(page, 'Garnier', 'Garnier Emma');
  await expect(sms(page)).toBeChecked();
  await expect(mail(page)).toBeChecked();
  await expect(noEmail).toBeHidden();
  await setDate(page, 'apt-day', parisDay(-1));
  await expect(sms(page)).not.toBeChecked();
  await expect(mail(page)).not.toBeChecked();
  await expect(panel.getByText(PAST)).toHaveCount(1);
  await snap(page, testInfo, 'notify-defaults-past');
  await setDate(page, 'apt-day', day);
  await expect(sms(page)).toBeChecked();
  await expect(mail(page)).toBeChecked();

  // SMS unticked by hand stays so when the time changes; Mail still follows.
  await sms(page).uncheck();
  await setTime(page, 'apt-start', '15:00');
  await expect(sms(page)).not.toBeChecked();
  await expect(mail(page)).toBeChecked();

  // Cancelled and reopened: the defaults again, with no memory of the hand choice.
  await panel.getByRole('button', { name: 'Annuler' }).click();
  await expect(panel).toBeHidden();
  await pickSlot(page, testInfo, '11:00', { resourceId: marc.id });
  await expect(panel.getByRole('heading', { name: 'Créer un rendez-vous client' })).toBeVisible();
  await expect(sms(page)).not.toBeChecked();
  await expect(mail(page)).not.toBeChecked();
  await pickClient(page, 'Garnier', 'Garnier Emma');
  await expect(sms(page)).toBeChecked();
  await expect(mail(page)).toBeChecked();

  // Created with Mail only: the planned reminders say so.
  await sms(page).uncheck();
  await panel.getByRole('button', { name: 'Valider' }).click();
  await expect(panel).toBeHidden();
  await page
    .locator(`.fc-timegrid-col[data-resource-id="${marc.id}"] .cal-event`)
    .filter({ hasText: 'Garnier Emma' })
    .click();
  const reminders = panel.getByRole('region', { name: 'Rappels programmés' });
  await expect(reminders.getByRole('listitem')).toHaveCount(1);
  await expect(reminders.getByRole('listitem')).toContainText('E-mail · ');
  expect(errors).toEqual([]);
});
