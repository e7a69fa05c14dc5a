import { expect, test } from '@playwright/test';
import { collectPageErrors, openCalendar, openDemo, sidePanel } from '../support/calendar';
import { fillDetails, framePath, pickServices, visitorPage, widgetShot } from '../support/widget';

/**
 * The demo salon end to end: a demo visitor's private copy is public by its slug, so what they publish in
 * their calendar is bookable in their widget, and the booking lands in their calendar live.
 */
test('on the demo salon, a visitor books two services and the professional sees it at once', async ({
  page,
  browser,
}, testInfo) => {
  await openDemo(page);
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
    pro: { slug: string; nomSociete: string };
  };
  const visitor = await visitorPage(browser, testInfo);
  const errors = collectPageErrors(visitor);
  await visitor.goto(framePath(session.pro.slug));
  await expect(visitor.getByRole('heading', { name: session.pro.nomSociete, level: 1 })).toBeVisible();
  const chooseYanis = async () => {
    await pickServices(visitor, ['Coupe homme', 'Taille de barbe']);
    await expect(visitor.getByRole('heading', { name: 'Mes sélections' })).toBeVisible();
    await expect(visitor.locator('.w-summary')).toContainText('40 €');
    await visitor.getByRole('button', { name: 'RESERVER CES PRESTATIONS' }).click();
    await visitor.getByRole('button', { name: 'Yanis', exact: true }).click();
    await expect(visitor.locator('.w-slot-grid .w-slot').first()).toContainText('Yanis');
  };
  await chooseYanis();

  // The demo publishes its opening hours as contiguous half-hours, so a 45-minute visit fits every open day:
  // take the first slot of the first day offered.
  const grid = visitor.locator('.w-slot-grid').first();
  const day = (await grid.getAttribute('id'))!.replace('w-day-', '');
  const time = (await grid.locator('.w-slot').first().innerText()).slice(0, 5);
  const [h, m] = time.split(':').map(Number) as [number, number];
  const end = `${String(h + Math.floor((m + 45) / 60)).padStart(2, '0')}:${String((m + 45) % 60).padStart(2, '0')}`;
  await openCalendar(page, { day, base: '/demo' });

  await visitor.getByRole('button', { name: `${time} avec Yanis` }).click();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog).toContainText(`${time} – ${end}`);
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
  await fillDetails(visitor, {
    prenom: 'Inès',
    nom: 'Lambert',
    telPortable: '07 11 22 33 44',
    email: 'ines.lambert@example.fr',
  });
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(visitor.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();
  await widgetShot(visitor, testInfo, 'demo-confirmation');

  // The demo calendar, open all along, shows it without a reload, as an online booking.
  const event = page.locator('.cal-event').filter({ hasText: 'Lambert Inès' });
  await expect(event).toContainText(`${time} – ${end}`);
  await event.click();
  await expect(sidePanel(page).getByText('Rendez-vous pris en ligne')).toBeVisible();

  // The slot is gone for the next visitor.
  await visitor.reload();
  await chooseYanis();
  await expect(visitor.locator(`#w-day-${day}`)).toBeVisible();
  await expect(
    visitor.locator(`#w-day-${day}`).getByRole('button', { name: `${time} avec Yanis` }),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});
