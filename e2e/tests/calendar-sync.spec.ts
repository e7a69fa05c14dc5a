import { expect, test } from '@playwright/test';
import { snap } from '../support/app';
import {
  chooseOption,
  collectPageErrors,
  isPhone,
  openCalendar,
  parisDay,
  setUpSalon,
  sidePanel,
} from '../support/calendar';

/** A one-hour appointment at 11:00 Paris on `day`, as Google Calendar exports it. */
const icsFile = (day: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'X-WR-CALNAME:Agenda perso de Julie',
    'BEGIN:VEVENT',
    'UID:dentiste-1@google.com',
    `DTSTART;TZID=Europe/Paris:${day.replace(/-/g, '')}T110000`,
    `DTEND;TZID=Europe/Paris:${day.replace(/-/g, '')}T120000`,
    'SUMMARY:Dentiste',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

test('Synchronisation: shows the subscription address, refuses an empty address, imports an .ics file as busy time', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  const day = parisDay(8);
  await openCalendar(page, { day });

  // Desktop: beside 'Imprimer'; phone: an icon beside the mini-calendar's.
  await page.getByRole('button', { name: 'Synchronisation' }).click();
  const panel = sidePanel(page);
  await expect(
    panel.getByRole('heading', { name: 'Synchroniser avec Google Agenda, Apple ou Outlook' }),
  ).toBeVisible();
  const address = panel.getByLabel('Adresse d’abonnement – Tout le salon');
  await expect(address).toHaveValue(
    /^http:\/\/localhost:\d+\/api\/v1\/public\/calendar-feeds\/[\w-]{44}\.ics$/,
  );
  await expect(panel.getByRole('link', { name: 'S’abonner' })).toHaveAttribute(
    'href',
    /^webcal:\/\/localhost:\d+\//,
  );
  await panel.getByRole('button', { name: 'Copier' }).click();
  await expect(panel.getByRole('button', { name: 'Copié !' })).toBeVisible();
  // The address answers a calendar.
  const feed = await page.request.get(await address.inputValue());
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await snap(page, testInfo, 'calendar-sync-panel');

  // The specification's message for an empty address: a toast titled 'Erreur'.
  await chooseOption(page, 'sync-import-staff', 'Julie Bernard');
  await panel.getByRole('button', { name: 'Importer', exact: true }).click();
  const toast = page
    .locator('.p-toast-message')
    .filter({ hasText: 'Veuillez insérer une adresse internet menant vers un fichier ics' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Erreur');

  await panel.getByRole('button', { name: 'Fichier .ics' }).click();
  await panel.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(panel.getByText('Veuillez choisir un fichier .ics')).toBeVisible();
  await panel.locator('#sync-import-file').setInputFiles({
    name: 'perso.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(icsFile(day)),
  });
  await expect(panel.getByText('perso.ics')).toBeVisible();
  await panel.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByText('Agenda « Agenda perso de Julie » importé : 1 évènement.')).toBeVisible();
  await expect(panel.locator('.sync-import')).toContainText('Agenda perso de Julie');
  await expect(panel.locator('.sync-import')).toContainText('Julie Bernard · Fichier · 1 évènement');
  await snap(page, testInfo, 'calendar-sync-imported');

  await page.locator('.cal-panel .p-sidebar-close').click();
  await expect(panel).toBeHidden();
  const busy = page.locator('.cal-event-busy');
  await expect(busy).toHaveCount(1);
  await expect(busy).toContainText('Dentiste');
  await expect(busy).toContainText('11:00 – 12:00');
  await expect(busy).toContainText('Occupé');
  if (!isPhone(testInfo))
    await expect(
      page.locator(`.fc-timegrid-col[data-resource-id="${salon.staff[0]!.id}"] .cal-event-busy`),
    ).toHaveCount(1);
  // Read-only: a click opens nothing.
  await busy.click();
  await expect(panel).toBeHidden();
  await snap(page, testInfo, 'calendar-sync-busy');
  expect(errors).toEqual([]);
});

test('Synchronisation is offered in the clients calendar only', async ({ page }, testInfo) => {
  await setUpSalon(page, testInfo);
  await openCalendar(page, { day: parisDay(1), dispo: true });
  await expect(page.getByRole('heading', { name: 'Calendrier des disponibilités' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Synchronisation' })).toHaveCount(0);
});
