import { expect, test, type Page } from '@playwright/test';
import { snap } from '../support/app';
import {
  chooseOption,
  collectPageErrors,
  openCalendar,
  parisDay,
  pickSlot,
  selectBox,
  setUpSalon,
  sidePanel,
} from '../support/calendar';

/** The public slot starts of a day, as a visitor's widget receives them. */
async function publicStarts(page: Page, day: string): Promise<string[]> {
  const { slug } = (await (await page.request.get('/api/v1/account')).json()) as { slug: string };
  const response = await page.request.get(`/api/v1/public/pros/${slug}/slots?from=${day}&days=1`);
  expect(response.ok(), await response.text()).toBe(true);
  const reply = (await response.json()) as { days: { day: string; slots: { start: string }[] }[] };
  return reply.days.filter((d) => d.day === day).flatMap((d) => d.slots.map((s) => s.start));
}

test('the minimum notice is set where availabilities are made, and the calendar marks what clients cannot book yet', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  const julie = salon.staff[0]!;
  // Tomorrow 09:00 is always less than 48 h away, and always more than 2 h away.
  const tomorrow = parisDay(1);
  await openCalendar(page, { day: tomorrow, dispo: true });

  await pickSlot(page, testInfo, '09:00', { resourceId: julie.id });
  const panel = sidePanel(page);
  await expect(panel.getByRole('heading', { name: 'Créer une disponibilité' })).toBeVisible();
  // A new account starts with a short notice: tomorrow's slot is bookable at once.
  await expect(selectBox(page, 'availability-notice')).toContainText('2 h avant');
  await expect(panel.getByText('Trop proche', { exact: false })).toBeHidden();
  await chooseOption(page, 'availability-notice', '48 h avant');
  await expect(page.getByText('Délai minimum enregistré.')).toBeVisible();
  const warning = panel.getByText(
    'Trop proche : vos clients ne peuvent réserver en ligne que jusqu’à 48 h avant le début.',
  );
  await expect(warning).toBeVisible();
  await warning.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'notice-availability-panel');
  await panel.getByRole('button', { name: 'Valider' }).click();
  await expect(panel).toBeHidden();

  const slot = page.locator(`.fc-timegrid-col[data-resource-id="${julie.id}"] .cal-event`);
  await expect(slot).toHaveCount(1);
  await expect(slot).toHaveClass(/cal-event-too-close/);
  await expect(slot.locator('.cal-ev-tag-notice')).toHaveText('Trop proche');
  await snap(page, testInfo, 'notice-calendar-marked');
  expect(await publicStarts(page, tomorrow)).toEqual([]);

  // Back to no notice, from PARAMETRES this time: the mark goes and clients see the slot.
  await page.goto('/professionnel/rendez-vous-en-ligne/espaceprofessionnel/horaires');
  await page.getByRole('button', { name: 'PARAMETRES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres' });
  await dialog.getByRole('button', { name: 'Rendez-vous' }).click();
  await expect(selectBox(page, 'hours-notice')).toContainText('48 h avant');
  await chooseOption(page, 'hours-notice', 'Aucun délai');
  await expect(page.getByText('Délai minimum enregistré.').first()).toBeVisible();
  await dialog.locator('.dialog-actions').getByRole('button', { name: 'Fermer' }).click();
  await openCalendar(page, { day: tomorrow, dispo: true });
  await expect(slot).toHaveCount(1);
  await expect(slot).not.toHaveClass(/cal-event-too-close/);
  await expect(slot.locator('.cal-ev-tag-notice')).toHaveCount(0);
  expect(await publicStarts(page, tomorrow)).toEqual(['09:00']);
  expect(errors).toEqual([]);
});

test('an availability in the past is refused, one on a closed day is flagged', async ({ page }, testInfo) => {
  const salon = await setUpSalon(page, testInfo);
  const julie = salon.staff[0]!;
  // The salon opens Monday to Friday: the coming Sunday is closed.
  const sunday = [1, 2, 3, 4, 5, 6, 7]
    .map(parisDay)
    .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0)!;
  await openCalendar(page, { day: sunday, dispo: true });
  await pickSlot(page, testInfo, '10:00', { resourceId: julie.id });
  const panel = sidePanel(page);
  await expect(
    panel.getByText('Attention : votre établissement est fermé ce jour-là d’après vos horaires d’ouverture.'),
  ).toBeVisible();
  await snap(page, testInfo, 'notice-closed-day');
  // The date picker's header speaks French to screen readers too.
  await page.locator('#av-day').click();
  const picker = page.locator('.p-datepicker');
  await expect(picker.getByRole('button', { name: 'Choisir le mois' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Choisir l’année' })).toBeVisible();
  await expect(picker.getByRole('button', { name: /Choose/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await panel.getByRole('button', { name: 'Valider' }).click();
  await expect(panel).toBeHidden();

  await openCalendar(page, { day: parisDay(-1), dispo: true });
  await pickSlot(page, testInfo, '10:00', { resourceId: julie.id });
  const past = sidePanel(page);
  const refusal = past.getByText('Cette disponibilité commence dans le passé', { exact: false });
  await expect(refusal).toBeVisible();
  await past.getByRole('button', { name: 'Valider' }).click();
  await expect(past).toBeVisible();
  await expect(refusal).toBeVisible();
  const response = await page.request.get(`/api/v1/availabilities?from=${parisDay(-1)}&to=${parisDay(0)}`);
  expect(((await response.json()) as { availabilities: unknown[] }).availabilities).toEqual([]);
});
