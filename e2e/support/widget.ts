import { fileURLToPath } from 'node:url';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { SNAPSHOTS } from './app';
import { parisDay, setUpSalon, type Salon } from './calendar';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** The showcase salon seeded with SEED_DEMO (apps/server/src/features/demo/demo-salon.data.ts). */
export const SHOWCASE = 'salon-lumiere-demo';

/** 'mercredi 3 décembre 2025' as the widget writes a day. */
export const longDate = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(/^(\S+) 1 /, '$1 1er ');

export const framePath = (slug: string) => `/rendez-vous-en-ligne/cadreindividuel/${slug}`;

/** What a visitor sees on screen (the viewport, as on a phone), kept as e2e/artifacts/<project>-widget-<name>.png. */
export async function widgetShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Dialogs rise in with a short animation: wait until none is running.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (SNAPSHOTS) await page.screenshot({ path: `${artifacts}${testInfo.project.name}-widget-${name}.png` });
}

/** The first Monday-to-Friday day at least `minOffset` days ahead (the salon opens on weekdays). */
export function nextWeekday(minOffset: number): string {
  for (let offset = minOffset; ; offset++) {
    const day = parisDay(offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

export interface BookableSalon extends Salon {
  slug: string;
  /** The day its slots are published on. */
  day: string;
}

/**
 * A freshly signed-up salon (logged in on `page`) taking online bookings: both staff members perform both
 * services; Julie has 30-minute slots 09:00-12:00 and Marc 14:00-16:00 on one weekday past the 24 h notice.
 */
export async function setUpBookableSalon(page: Page, testInfo: TestInfo): Promise<BookableSalon> {
  const salon = await setUpSalon(page, testInfo);
  const serviceIds = salon.services.map((s) => s.id);
  for (const member of salon.staff) await salon.api('PATCH', `/api/v1/staff/${member.id}`, { serviceIds });
  const day = nextWeekday(3);
  const [julie, marc] = salon.staff;
  for (const [member, start, end] of [
    [julie!, '09:00', '12:00'],
    [marc!, '14:00', '16:00'],
  ] as const) {
    await salon.api('POST', '/api/v1/availabilities', {
      day,
      start,
      end,
      staffIds: [member.id],
      split: { slotMinutes: 30 },
    });
  }
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    pro: { slug: string };
  };
  return { ...salon, slug: session.pro.slug, day };
}

/** A visitor's own browser (no session), with the project's screen. */
export async function visitorPage(
  browser: Browser,
  testInfo: TestInfo,
  o: { userAgent?: string } = {},
): Promise<Page> {
  const { viewport, isMobile, hasTouch, locale, timezoneId, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
    ...o,
  });
  return context.newPage();
}

export interface Visitor {
  prenom: string;
  nom: string;
  telPortable: string;
  email: string;
}

/** Fills the booking form; `accept` ticks the terms. */
export async function fillDetails(page: Page, v: Visitor, accept = true): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prénom').fill(v.prenom);
  await dialog.getByLabel('Nom', { exact: true }).fill(v.nom);
  await dialog.getByLabel('Téléphone portable').fill(v.telPortable);
  await dialog.getByLabel('E-mail').fill(v.email);
  if (accept) await dialog.getByRole('checkbox', { name: /J’accepte les conditions/ }).check();
}

/** Ticks services by name in the Prestations tab. */
export async function pickServices(page: Page, names: string[]): Promise<void> {
  for (const name of names) await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
}
