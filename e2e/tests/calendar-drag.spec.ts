import { expect, test, type Page } from '@playwright/test';
import { snap } from '../support/app';
import {
  chooseOption,
  collectPageErrors,
  openCalendar,
  parisDay,
  setUpSalon,
  type Salon,
} from '../support/calendar';

// Dragging is a mouse gesture, tested at desktop size only (playwright.config.ts): on phones a long press
// scrolls the grid, so appointments are not draggable there (checked in calendar.spec.ts).

interface Appointment {
  id: string;
  day: string;
  start: string;
  end: string;
  staff: { id: string } | null;
}

async function bookViaApi(salon: Salon, day: string): Promise<Appointment> {
  const client = (await salon.api('POST', '/api/v1/clients', { nom: 'Durand', prenom: 'Sophie' })) as {
    id: string;
  };
  return (await salon.api('POST', '/api/v1/appointments', {
    clientId: client.id,
    day,
    start: '10:00',
    end: '10:30',
    staffId: salon.staff[0]!.id,
    serviceIds: [salon.services[0]!.id],
  })) as Appointment;
}

async function stored(page: Page, id: string, day: string): Promise<Appointment> {
  const reply = await page.request.get(`/api/v1/appointments?from=${day}&to=${day}`);
  const { appointments } = (await reply.json()) as { appointments: Appointment[] };
  return appointments.find((a) => a.id === id)!;
}

/** The centre of a grid cell: a time lane in a column (staff member's, per-staff view). */
async function cellCentre(page: Page, time: string, resourceId: string) {
  const lane = await page.locator(`.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  const col = await page.locator(`.fc-timegrid-col[data-resource-id="${resourceId}"]`).boundingBox();
  if (!lane || !col) throw new Error(`no cell at ${time}`);
  return { x: col.x + col.width / 2, y: lane.y + lane.height / 2 };
}

test('drags an appointment to another time and partner, resizes it, and undoes a change', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  const [julie, marc] = salon.staff as [Salon['staff'][number], Salon['staff'][number]];
  const day = parisDay(4);
  const appt = await bookViaApi(salon, day);
  await openCalendar(page, { day });
  const event = page.locator('.cal-event-appointment');
  await expect(event).toHaveCount(1);
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));

  // Grab the event by its top quarter (its first 15 minutes) and drop that point on Marc's 11:00 lane.
  const box = (await event.boundingBox())!;
  const grab = { x: box.x + box.width / 2, y: box.y + 6 };
  const target = await cellCentre(page, '11:00', marc.id);
  const lane = (await page.locator('.fc-timegrid-slot-lane[data-time="11:00:00"]').boundingBox())!;
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 5, grab.y + 5, { steps: 3 });
  await page.mouse.move(target.x, lane.y + 4, { steps: 12 });
  await page.mouse.up();

  const bar = page.locator('.cal-undo');
  await expect(bar).toContainText('Rendez-vous de Durand Sophie déplacé au');
  await expect(bar).toContainText('à 11:00');
  await snap(page, testInfo, 'calendar-drag-moved');
  await expect
    .poll(async () => {
      const a = await stored(page, appt.id, day);
      return `${a.start}-${a.end} ${a.staff?.id}`;
    })
    .toBe(`11:00-11:30 ${marc.id}`);
  await expect(
    page.locator(`.fc-timegrid-col[data-resource-id="${marc.id}"] .cal-event-appointment`),
  ).toHaveCount(1);

  // Undo puts it back in Julie's column at 10:00.
  await bar.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Modification annulée.')).toBeVisible();
  await expect
    .poll(async () => {
      const a = await stored(page, appt.id, day);
      return `${a.start}-${a.end} ${a.staff?.id}`;
    })
    .toBe(`10:00-10:30 ${julie.id}`);
  const back = page.locator(`.fc-timegrid-col[data-resource-id="${julie.id}"] .cal-event-appointment`);
  await expect(back).toHaveCount(1);

  // Drag its end down by 30 minutes: 10:00-11:00.
  const placed = (await back.boundingBox())!;
  await page.mouse.move(placed.x + placed.width / 2, placed.y + placed.height / 2);
  const resizer = back.locator('.fc-event-resizer-end');
  await expect(resizer).toBeAttached();
  const handle = (await resizer.boundingBox())!;
  const laneHeight = lane.height;
  const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 5, { steps: 2 });
  await page.mouse.move(from.x, from.y + laneHeight * 2, { steps: 10 });
  await page.mouse.up();
  await expect(bar).toContainText('Rendez-vous de Durand Sophie : 10:00 – 11:00.');
  await expect
    .poll(async () => {
      const a = await stored(page, appt.id, day);
      return `${a.start}-${a.end}`;
    })
    .toBe('10:00-11:00');
  await snap(page, testInfo, 'calendar-drag-resized');

  // 'Imprimer' prints Julie's day: only the grid, none of the space's navigation or controls.
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await chooseOption(page, 'cal-staff-filter', 'Julie Bernard');
  await expect(page.locator('.fc-timegrid-col[data-resource-id]')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.pro-sidenav')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
  await expect(page.locator('.cal-title')).toBeVisible();
  await expect(page.locator('.cal-event-appointment')).toContainText('Durand Sophie');
  await snap(page, testInfo, 'calendar-print');
  await page.emulateMedia({ media: 'screen' });
  expect(errors).toEqual([]);
});

test('a drop the server refuses (overlap) puts the appointment back and says why', async ({
  page,
}, testInfo) => {
  const salon = await setUpSalon(page, testInfo);
  const julie = salon.staff[0]!;
  const day = parisDay(5);
  const first = await bookViaApi(salon, day);
  const client = (await salon.api('POST', '/api/v1/clients', { nom: 'Martin', prenom: 'Léo' })) as {
    id: string;
  };
  await salon.api('POST', '/api/v1/appointments', {
    clientId: client.id,
    day,
    start: '12:00',
    end: '12:30',
    staffId: julie.id,
  });
  await openCalendar(page, { day });
  const event = page.locator('.cal-event-appointment', { hasText: 'Durand' });
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await event.boundingBox())!;
  const grab = { x: box.x + box.width / 2, y: box.y + 6 };
  const lane = (await page.locator('.fc-timegrid-slot-lane[data-time="12:00:00"]').boundingBox())!;
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 5, grab.y + 5, { steps: 3 });
  await page.mouse.move(grab.x, lane.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect(page.locator('.p-toast-message-error')).toBeVisible();
  await expect(page.locator('.cal-undo')).toHaveCount(0);
  const a = await stored(page, first.id, day);
  expect(`${a.start}-${a.end}`).toBe('10:00-10:30');
  await expect(event).toContainText('10:00 – 10:30');
});

test('appointments take their service’s colour when the calendar is set so, remembered', async ({
  page,
}, testInfo) => {
  const salon = await setUpSalon(page, testInfo);
  await salon.api('PATCH', `/api/v1/services/${salon.services[0]!.id}`, { color: '0f766e' });
  const day = parisDay(6);
  await bookViaApi(salon, day); // Julie (e91e63), 'Coupe homme'
  await openCalendar(page, { day });
  const event = page.locator('.cal-event-appointment');
  const background = () => event.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toBe('rgb(233, 30, 99)');
  await page.getByLabel('Couleurs des prestations').check();
  await expect.poll(background).toBe('rgb(15, 118, 110)');
  await expect(page.getByLabel('Couleurs des prestations')).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('qrdv.calendar.colorBy'))).toBe('service');
  await page.reload();
  await expect(event).toHaveCount(1);
  await expect.poll(background).toBe('rgb(15, 118, 110)');
  await expect(page.getByLabel('Couleurs des prestations')).toBeChecked();
});
