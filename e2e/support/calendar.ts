import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi, type NewPro } from './app';

export const CALENDAR_PATH = `${PRO_BASE}/calendrierclient`;

export interface SalonStaff {
  id: string;
  prenom: string;
  nom: string;
}

export interface Salon {
  pro: NewPro;
  staff: SalonStaff[];
  services: { id: string; name: string }[];
  /** Writes through the browser's session, with its CSRF token. */
  api: (method: 'POST' | 'PUT' | 'PATCH', url: string, data: object) => Promise<unknown>;
}

/** Today in the salon's time zone (Europe/Paris) plus `offset` days, as YYYY-MM-DD. */
export function parisDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** A day as the calendar's title writes it: 'mercredi 2 décembre 2026', or 'mer. 2 déc. 2026' on a phone. */
export function dayTitle(testInfo: TestInfo, day: string): string {
  const width = isPhone(testInfo) ? 'short' : 'long';
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: width,
    day: 'numeric',
    month: width,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The same day written as the date pickers show it: dd/mm/yyyy. */
export const frenchDate = (day: string) => day.split('-').reverse().join('/');

async function writer(request: APIRequestContext): Promise<Salon['api']> {
  const session = await request.get('/api/v1/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return async (method, url, data) => {
    const response = await request.fetch(url, { method, data, headers: { 'x-csrf-token': csrfToken } });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
}

/** The names a salon is set up with; each list replaces the default one. */
export interface SalonNames {
  pro?: Partial<NewPro>;
  /** First name, last name, colour. */
  staff?: readonly (readonly [string, string, string])[];
  /** Name, price in euros, duration (h:mm). */
  services?: readonly (readonly [string, number, string])[];
}

/**
 * A freshly signed-up professional (free plan) whose browser is logged in, with two staff members, two
 * services and opening hours set through the API, and the setup wizard completed.
 */
export async function setUpSalon(page: Page, testInfo: TestInfo, names: SalonNames = {}): Promise<Salon> {
  const pro = newPro(testInfo, names.pro);
  await signUpViaApi(page.request, pro);
  const api = await writer(page.request);
  const staff: SalonStaff[] = [];
  for (const [prenom, nom, color] of names.staff ?? [
    ['Julie', 'Bernard', 'e91e63'],
    ['Marc', 'Petit', '0ea5e9'],
  ]) {
    const member = (await api('POST', '/api/v1/staff', { prenom, nom })) as SalonStaff;
    await api('PATCH', `/api/v1/staff/${member.id}`, { color });
    staff.push(member);
  }
  const services: Salon['services'] = [];
  for (const [name, amount, duration] of names.services ?? [
    ['Coupe homme', 25, '0:30'],
    ['Brushing', 28, '0:45'],
  ]) {
    services.push(
      (await api('POST', '/api/v1/services', { name, amount, duration })) as Salon['services'][number],
    );
  }
  await api('PUT', '/api/v1/opening-hours', {
    days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ opens: '09:00', closes: '19:00' }] })),
  });
  await api('POST', '/api/v1/onboarding/complete', {});
  return { pro, staff, services, api };
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * Waits until nothing on the page has scrolled for a few frames (and 100 ms). FullCalendar drops a tap
 * when any element scrolls between the finger's down and up (its grid re-scrolled as data arrives, the
 * page settling): on a loaded machine the two can be 150 ms apart.
 */
async function scrollQuiet(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let lastScroll = performance.now();
    const onScroll = () => void (lastScroll = performance.now());
    window.addEventListener('scroll', onScroll, true);
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    try {
      for (let still = 0; still < 5 || performance.now() - lastScroll < 100;) {
        await frame();
        still = performance.now() - lastScroll < 100 ? 0 : still + 1;
      }
    } finally {
      window.removeEventListener('scroll', onScroll, true);
    }
  });
}

export type GridColumn = { resourceId: string } | { day: string };

/**
 * Scrolls the time grid to a cell (a time in a staff member's column in the per-staff view, or in a day's
 * column in the others) until nothing scrolls any more, and returns how to measure the cell's centre:
 * measured again before each tap, since a grid re-scrolled meanwhile has moved the lane.
 */
export async function gridCell(
  page: Page,
  time: string,
  column: GridColumn,
): Promise<() => Promise<{ x: number; y: number }>> {
  const lane = page.locator(`.fc-timegrid-slot-lane[data-time="${time}:00"]`);
  await lane.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await scrollQuiet(page);
  const col =
    'resourceId' in column
      ? page.locator(`.fc-timegrid-col[data-resource-id="${column.resourceId}"]`)
      : page.locator(`.fc-timegrid-col[data-date="${column.day}"]`);
  return async () => {
    const laneBox = await lane.boundingBox();
    const colBox = await col.first().boundingBox();
    if (!laneBox || !colBox) throw new Error(`No grid cell at ${time}`);
    return { x: colBox.x + colBox.width / 2, y: laneBox.y + laneBox.height / 2 };
  };
}

/** Clicks (desktop) or taps (phone) a free area of the time grid, which opens a side panel. */
export async function pickSlot(
  page: Page,
  testInfo: TestInfo,
  time: string,
  column: GridColumn,
): Promise<void> {
  const point = await gridCell(page, time, column);
  if (!isPhone(testInfo)) {
    const { x, y } = await point();
    return page.mouse.click(x, y);
  }
  // FullCalendar drops a tap it reads as the start of a scroll (as a person would, one taps again). Whether
  // it took the tap is asked of the page once its main thread is idle: the panel mounts over several React
  // updates (PrimeReact's Sidebar shows itself from an effect), which a loaded machine may not have run by
  // the next frame. A retap into a panel already in place would change one of its fields.
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) await scrollQuiet(page);
    const { x, y } = await point();
    await page.touchscreen.tap(x, y);
    const taken = await page.evaluate(
      () =>
        new Promise<boolean>((done) =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => done(document.querySelector('.cal-panel') !== null)),
          ),
        ),
    );
    if (taken) return;
  }
  throw new Error(`Four taps at ${time} opened no panel`);
}

/** The open side panel (PrimeReact Sidebar). */
export const sidePanel = (page: Page) => page.locator('.cal-panel');

/**
 * Waits until no side panel is still sliding in. Typing (unlike a click) does not wait for the field to stop
 * moving, and a picker opened from a moving field is placed where the field was: beyond a phone's right edge.
 */
export async function panelInPlace(page: Page): Promise<void> {
  await expect(page.locator('.p-sidebar-enter, .p-sidebar-enter-active')).toHaveCount(0);
}

/** Types a time into a time picker; Tab closes its overlay and moves on, as with a keyboard. */
export async function setTime(page: Page, inputId: string, time: string): Promise<void> {
  await panelInPlace(page);
  const input = page.locator(`#${inputId}`);
  await input.fill(time);
  await input.press('Tab');
  await expect(input).toHaveValue(time);
  // Tab focuses the next field, often another time picker whose overlay would cover the panel's buttons:
  // close it, as a person would before reaching for them.
  const overlay = page.locator('.p-datepicker:visible');
  await overlay
    .first()
    .waitFor({ state: 'visible', timeout: 500 })
    .then(() => page.keyboard.press('Escape'))
    .catch(() => undefined);
  await expect(overlay).toHaveCount(0);
}

/** Types a date (dd/mm/yyyy) into a date picker, then Tab. */
export async function setDate(page: Page, inputId: string, day: string): Promise<void> {
  await panelInPlace(page);
  const input = page.locator(`#${inputId}`);
  await input.fill(frenchDate(day));
  await input.press('Tab');
  await expect(input).toHaveValue(frenchDate(day));
}

/** Opens a PrimeReact Dropdown or MultiSelect by the id of its input. */
export function selectBox(page: Page, inputId: string): Locator {
  return page.locator(`.p-dropdown:has(#${inputId}), .p-multiselect:has(#${inputId})`);
}

/** Picks one option of a Dropdown (the list closes by itself). */
export async function chooseOption(page: Page, inputId: string, option: string): Promise<void> {
  await selectBox(page, inputId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Sets the options of a MultiSelect to exactly `options`, then closes it. */
export async function chooseOptions(page: Page, inputId: string, options: string[]): Promise<void> {
  const box = selectBox(page, inputId);
  await box.click();
  const panel = page.locator('.p-multiselect-panel');
  for (const option of await panel.getByRole('option').all()) {
    const name = (await option.getAttribute('aria-label')) ?? (await option.innerText()).trim();
    const selected = (await option.getAttribute('aria-selected')) === 'true';
    if (selected !== options.includes(name)) await option.click();
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Opens the calendar on a day, in one of its two modes. */
export async function openCalendar(page: Page, o: { day: string; dispo?: boolean; base?: string }) {
  const query = new URLSearchParams({ datefromclient: o.day });
  if (o.dispo) query.set('calendrier', 'dispo');
  await page.goto(`${o.base ?? PRO_BASE}/calendrierclient?${query.toString()}`);
  await expect(page.locator('.fc-timegrid-body, .fc-daygrid-body').first()).toBeVisible();
}

/** The phone's floating menu: opens it and picks an action by its label. */
export async function speedDial(page: Page, label: string): Promise<void> {
  const dial = page.locator('.cal-speed-dial');
  const action = dial.getByLabel(label, { exact: true });
  // The menu may still be closing from the previous choice: open it once it is closed.
  await expect(dial).not.toHaveClass(/p-speeddial-opened/);
  await page.locator('.cal-speed-dial-button').click();
  await expect(action).toBeVisible();
  await action.click();
}

/**
 * Errors the page throws or logs while a test runs, to assert there were none. Refused requests are
 * logged by the browser too ('Failed to load resource'): those are expected in error paths and left out.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** Opens the demo salon (a private copy for this browser) and waits for its space. */
export async function openDemo(page: Page): Promise<void> {
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo\/accueil$/);
}

/** The first day of next month in the salon's time zone, as YYYY-MM. */
export function nextMonth(): string {
  const [y, m] = parisDay().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** A horizontal finger swipe across the calendar (phone): 'next' moves the finger to the left. */
export async function swipe(
  page: Page,
  direction: 'prev' | 'next',
  /** The element under the finger is removed once it is down, as a calendar redrawing it would. */
  o: { redrawnUnderFinger?: boolean } = {},
): Promise<void> {
  // A side panel just closed still fades out over the board, and its mask would take the swipe.
  await expect(page.locator('.p-sidebar-mask')).toHaveCount(0);
  const box = await page.locator('.cal-board').boundingBox();
  if (!box) throw new Error('No calendar on the page');
  const y = box.y + Math.min(box.height / 2, 200);
  const [from, to] =
    direction === 'next'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  // A square of the test's own inside the board, so that nothing of FullCalendar's is disturbed.
  if (o.redrawnUnderFinger)
    await page.evaluate(
      ({ x, y }) => {
        const square = document.createElement('div');
        square.id = 'e2e-under-finger';
        square.style.cssText = `position:fixed;left:${x - 20}px;top:${y - 20}px;width:40px;height:40px;z-index:9999`;
        document.querySelector('.cal-board')!.append(square);
        if (document.elementFromPoint(x, y) !== square) throw new Error('The square is not under the finger');
      },
      { x: from, y },
    );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  if (o.redrawnUnderFinger) await page.evaluate(() => document.getElementById('e2e-under-finger')!.remove());
  for (let i = 1; i <= 5; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * i) / 5, y }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Previous or next period: the toolbar arrows on a desktop, a swipe on a phone. */
export async function step(page: Page, testInfo: TestInfo, direction: 'prev' | 'next'): Promise<void> {
  if (isPhone(testInfo)) await swipe(page, direction);
  else
    await page
      .getByRole('button', { name: direction === 'next' ? 'Période suivante' : 'Période précédente' })
      .click();
}
