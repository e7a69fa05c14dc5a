import { expect, test } from '@playwright/test';
import { collectPageErrors, openCalendar, openDemo, sidePanel } from '../support/calendar';
import {
  fillDetails,
  framePath,
  nextWeekday,
  pickServices,
  visitorPage,
  widgetShot,
} from '../support/widget';

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
  const { staff } = (await (await page.request.get('/api/v1/staff')).json()) as {
    staff: { id: string; prenom: string }[];
  };
  const yanis = staff.find((s) => s.prenom === 'Yanis')!;
  // The demo's own slots are single half-hours; a 45-minute booking needs two in a row: Yanis publishes
  // 11:00-12:00 (free in the demo data) on a weekday past the 24 h notice.
  const day = nextWeekday(3);
  const created = await page.request.post('/api/v1/availabilities', {
    data: { day, start: '11:00', end: '12:00', staffIds: [yanis.id], split: { slotMinutes: 30 } },
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openCalendar(page, { day, base: '/demo' });

  const visitor = await visitorPage(browser, testInfo);
  const errors = collectPageErrors(visitor);
  await visitor.goto(framePath(session.pro.slug));
  await expect(visitor.getByRole('heading', { name: session.pro.nomSociete, level: 1 })).toBeVisible();
  await pickServices(visitor, ['Coupe homme', 'Taille de barbe']);
  await expect(visitor.getByRole('heading', { name: 'Mes sélections' })).toBeVisible();
  await expect(visitor.locator('.w-summary')).toContainText('40 €');
  await visitor.getByRole('button', { name: 'RESERVER CES PRESTATIONS' }).click();

  // Only the slot with 45 free minutes behind it is offered.
  await expect(visitor.locator('.w-accordion .w-slot')).toHaveText(['11:00Yanis']);
  await visitor.getByRole('button', { name: '11:00 avec Yanis' }).click();
  const dialog = visitor.getByRole('dialog');
  await expect(dialog).toContainText('11:00 – 11:45');
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
  await expect(event).toContainText('11:00 – 11:45');
  await event.click();
  await expect(sidePanel(page).getByText('Rendez-vous pris en ligne')).toBeVisible();

  // The slot is gone for the next visitor.
  await visitor.reload();
  await pickServices(visitor, ['Coupe homme', 'Taille de barbe']);
  await visitor.getByRole('button', { name: 'RESERVER CES PRESTATIONS' }).click();
  await expect(visitor.locator('.w-accordion .w-slot')).toHaveCount(0);
  expect(errors).toEqual([]);
});
