import { expect, test } from '@playwright/test';
import { snap } from '../support/app';
import { dayTitle, openCalendar, parisDay, setUpSalon } from '../support/calendar';

test('finds a client from the calendar and opens the day of their appointment', async ({
  page,
}, testInfo) => {
  const salon = await setUpSalon(page, testInfo);
  const client = (await salon.api('POST', '/api/v1/clients', {
    nom: 'Durand',
    prenom: 'Élodie',
    telPortable: '06 12 34 56 78',
  })) as { id: string };
  const day = parisDay(9);
  await salon.api('POST', '/api/v1/appointments', {
    clientId: client.id,
    day,
    start: '15:00',
    end: '15:45',
    staffId: salon.staff[1]!.id,
    serviceIds: [salon.services[1]!.id],
  });
  await openCalendar(page, { day: parisDay(0) });
  // The partner filter shows its whole label, at both sizes.
  const filterLabel = page.locator('.cal-filter .p-dropdown-label');
  await expect(filterLabel).toContainText('Tous les partenaires');
  expect(await filterLabel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const search = page.getByRole('searchbox', { name: 'Rechercher un client' });
  await search.fill('elodie');
  const results = page.locator('.cal-search-results');
  await results.getByRole('button', { name: /Durand Élodie/ }).click();
  await expect(results.getByText('Rendez-vous de Durand Élodie')).toBeVisible();
  const appointment = results.getByRole('button', { name: /15:00 – 15:45 · Brushing/ });
  await expect(appointment).toBeVisible();
  await snap(page, testInfo, 'calendar-client-search');
  await appointment.click();
  await expect(results).toBeHidden();
  await expect(page.locator('.cal-title')).toHaveText(dayTitle(testInfo, day));
  await expect(page.locator('.cal-event-appointment').filter({ hasText: 'Durand Élodie' })).toBeVisible();

  // Searching by phone, in another spelling, finds the same client.
  await search.fill('+33612345678');
  await expect(results.getByRole('button', { name: /Durand Élodie/ })).toBeVisible();
});
