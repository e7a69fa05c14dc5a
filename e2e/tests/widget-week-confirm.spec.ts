import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, parisDay } from '../support/calendar';
import {
  fillDetails,
  framePath,
  longDate,
  pickServices,
  setUpBookableSalon,
  visitorPage,
  widgetShot,
} from '../support/widget';

const sentence = (day: string, start: string, end: string) =>
  `Vous êtes sur le point de prendre un rendez-vous pour le ${longDate(day)} de ${start} à ${end}`;

/** The weekly calendar, starting on `day` (through the header's date shortcut). */
async function showWeek(visitor: Page, day: string) {
  await visitor.getByRole('button', { name: 'Semaine' }).click();
  await visitor.getByRole('button', { name: `Voir les créneaux du ${longDate(day)}` }).click();
  await expect(visitor.locator(`.w-week-col[data-day="${day}"] .w-slot`).first()).toBeVisible();
}

test('in the weekly calendar a slot is first confirmed in a panel, then booked as from the list', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  const company = salon.pro.nomSociete;
  // Marc is free at 09:00 too: his slot shares the cell with Julie's.
  const [, marc] = salon.staff;
  await salon.api('POST', '/api/v1/availabilities', {
    day: salon.day,
    start: '09:00',
    end: '09:30',
    staffIds: [marc!.id],
  });
  const visitor = await visitorPage(browser, testInfo);
  const errors = collectPageErrors(visitor);
  await visitor.goto(framePath(salon.slug));
  const column = visitor.locator(`.w-week-col[data-day="${salon.day}"]`);
  const panel = visitor.getByRole('dialog', { name: 'Confirmer ce créneau' });
  const anyDialog = visitor.getByRole('dialog');

  // No service chosen yet: the sentence ends with the slot's own end, and there is no list to open.
  await visitor.getByRole('tab', { name: 'Rendez-vous' }).click();
  await showWeek(visitor, salon.day);
  const early = column.getByRole('button', { name: '09:00 avec Julie' });
  // Side by side, not on top of each other: both can be clicked.
  const [a, b] = [
    await early.boundingBox(),
    await column.getByRole('button', { name: '09:00 avec Marc' }).boundingBox(),
  ];
  expect(a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x).toBe(true);
  await column.getByRole('button', { name: '09:00 avec Marc' }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: "J'abandonne" }).click();
  await expect(anyDialog).toHaveCount(0);
  await early.click();
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleDescription(sentence(salon.day, '09:00', '09:30'));
  await expect(panel.getByText("Voir les prestations que j'ai sélectionnées")).toHaveCount(0);
  // Escape gives up like 'J'abandonne': back on the slot, no dialog left.
  await visitor.keyboard.press('Escape');
  await expect(anyDialog).toHaveCount(0);
  await expect(early).toBeFocused();

  // Two services (1 h 15): the panel ends the appointment at 10:45 and lists them on demand.
  await visitor.getByRole('tab', { name: 'Prestations' }).click();
  await pickServices(visitor, ['Coupe homme', 'Brushing']);
  await visitor.getByRole('button', { name: 'RESERVER CES PRESTATIONS' }).click();
  await showWeek(visitor, salon.day);
  const slot = column.getByRole('button', { name: '09:30 avec Julie' });
  await slot.click();
  await expect(panel).toBeVisible();
  await expect(anyDialog).toHaveCount(1);
  await expect(panel.getByText(sentence(salon.day, '09:30', '10:45'), { exact: true })).toBeVisible();
  const services = panel.getByText("Voir les prestations que j'ai sélectionnées");
  await expect(panel.getByText('Coupe homme')).toBeHidden();
  await services.click();
  await expect(panel.getByText('Coupe homme')).toBeVisible();
  await expect(panel.getByText('Brushing')).toBeVisible();
  await widgetShot(visitor, testInfo, 'week-confirm');

  // 'J'abandonne': the weekly calendar again, focus back on the slot.
  await panel.getByRole('button', { name: "J'abandonne" }).click();
  await expect(anyDialog).toHaveCount(0);
  await expect(visitor.locator('.w-week-grid')).toBeVisible();
  await expect(slot).toBeFocused();

  // 'Je confirme': the list's validation dialog for that slot, and the booking goes through.
  await slot.click();
  await panel.getByRole('button', { name: 'Je confirme' }).click();
  await expect(panel).toHaveCount(0);
  const dialog = visitor.getByRole('dialog', { name: `Je valide mon rendez-vous - ${company}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('09:30 – 10:45');
  await expect(dialog).toContainText('Julie');
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
  await fillDetails(visitor, {
    prenom: 'Inès',
    nom: 'Moreau',
    telPortable: '06 11 22 33 44',
    email: 'ines.moreau@example.fr',
  });
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(visitor.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();
  await expect(visitor.locator('.w-done')).toContainText('09:30 – 10:45');
  expect(errors).toEqual([]);
});

test('the weekly calendar is titled with the salon and jumps to a date from its date field', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  const visitor = await visitorPage(browser, testInfo);
  const errors = collectPageErrors(visitor);
  await visitor.goto(framePath(salon.slug));
  await visitor.getByRole('tab', { name: 'Rendez-vous' }).click();
  await visitor.getByRole('button', { name: 'Semaine' }).click();
  await expect(
    visitor.getByRole('heading', { name: `Prendre rendez-vous | ${salon.pro.nomSociete}` }),
  ).toBeVisible();
  const today = parisDay(0);
  const jump = visitor.getByLabel('Aller au');
  await expect(jump).toHaveValue(today);
  await expect(jump).toHaveAttribute('min', today);
  const firstColumn = visitor.locator('.w-week-col').first();
  await expect(firstColumn).toHaveAttribute('data-day', today);

  // A later day: the grid starts there, with its slots.
  await jump.fill(salon.day);
  await expect(firstColumn).toHaveAttribute('data-day', salon.day);
  await expect(
    visitor.locator(`.w-week-col[data-day="${salon.day}"]`).getByRole('button', { name: '09:00 avec Julie' }),
  ).toBeVisible();
  await widgetShot(visitor, testInfo, 'week-jump');
  // A past day typed by hand goes no earlier than today.
  await jump.fill(parisDay(-3));
  await expect(firstColumn).toHaveAttribute('data-day', today);
  await expect(jump).toHaveValue(today);
  expect(errors).toEqual([]);
});
