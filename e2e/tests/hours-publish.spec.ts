import { expect, test, type Page } from '@playwright/test';
import { completeSetupViaApi } from '../support/backoffice';
import { newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';

/** A day N days from today in Paris, 'YYYY-MM-DD'. */
const parisDay = (n: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
const french = (day: string) => day.split('-').reverse().join('/');

async function typeDate(page: Page, id: string, day: string) {
  const input = page.locator(`#${id}`);
  await input.fill(french(day));
  await input.press('Tab');
  await expect(input).toHaveValue(french(day));
}

test('publishes a week of availabilities from the opening hours in PARAMETRES', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  // Opening hours: Tuesday 09:00-18:00, one staff member (Léa), step 30 minutes.
  await completeSetupViaApi(page.request);
  await page.goto(`${PRO_BASE}/horaires`);
  await expect(page.getByRole('heading', { name: 'MES HORAIRES' })).toBeVisible();

  await page.getByRole('button', { name: 'PARAMETRES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres' });
  await expect(dialog.getByRole('button', { name: 'Horaires' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Rendez-vous' }).click();
  await expect(dialog.locator('.p-dropdown:has(#publish-kind)')).toContainText('Chaque semaine');
  await expect(dialog.locator('.p-multiselect:has(#publish-staff)')).toContainText('Léa');
  // One week starting tomorrow holds exactly one Tuesday: 18 half-hour slots.
  await typeDate(page, 'publish-from', parisDay(1));
  await typeDate(page, 'publish-until', parisDay(7));
  await expect(dialog.getByText('18 disponibilités seront créées')).toBeVisible();
  await expect(page.locator('.p-datepicker')).toBeHidden();
  // On a phone the dialog scrolls: show the preview line in the screenshot.
  await dialog.getByText('18 disponibilités seront créées').scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'hours-publish');

  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.locator('.hours-published');
  await expect(toast).toContainText('18 disponibilités publiées');
  await expect(toast.getByRole('link', { name: 'Voir le calendrier des disponibilités' })).toHaveAttribute(
    'href',
    `${PRO_BASE}/calendrierclient?calendrier=dispo`,
  );
  await snap(page, testInfo, 'hours-published');

  const response = await page.request.get(`/api/v1/availabilities?from=${parisDay(0)}&to=${parisDay(8)}`);
  const { availabilities } = (await response.json()) as {
    availabilities: { start: string; end: string }[];
  };
  expect(availabilities).toHaveLength(18);
  expect(availabilities[0]).toMatchObject({ start: '09:00', end: '09:30' });

  // A second publication of the same week adds nothing: every slot is already there.
  await page.getByRole('button', { name: 'PARAMETRES' }).click();
  await dialog.getByRole('button', { name: 'Rendez-vous' }).click();
  await typeDate(page, 'publish-from', parisDay(1));
  await typeDate(page, 'publish-until', parisDay(7));
  await expect(dialog.getByText('0 disponibilité sera créée (18 déjà présentes ignorées)')).toBeVisible();
});

test('publishing with a new appointment length makes it the salon’s, shown in the summary', async ({
  page,
}) => {
  await signUpViaApi(page.request, newPro(test.info()));
  await completeSetupViaApi(page.request); // Tuesday 09:00-18:00, 30-minute appointments
  await page.goto(`${PRO_BASE}/horaires`);
  await expect(page.getByText('Durée des rendez-vous : 30 min')).toBeVisible();
  await page.getByRole('button', { name: 'PARAMETRES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres' });
  await dialog.getByRole('button', { name: 'Rendez-vous' }).click();
  const length = dialog.locator('#hours-step');
  await length.fill('45');
  await length.press('Tab');
  await typeDate(page, 'publish-from', parisDay(1));
  await typeDate(page, 'publish-until', parisDay(7));
  // 09:00-18:00 in 45-minute slots: 12 of them on the one Tuesday.
  await expect(dialog.getByText('12 disponibilités seront créées')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.hours-published')).toContainText('12 disponibilités publiées');
  await expect(page.getByText('Durée des rendez-vous : 45 min')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Durée des rendez-vous : 45 min')).toBeVisible();
});

test('on the free plan, PARAMETRES says how many still fit and can publish just those', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await completeSetupViaApi(page.request); // Tuesday 09:00-18:00, 30 minutes: 18 a Tuesday
  await page.goto(`${PRO_BASE}/horaires`);
  await page.getByRole('button', { name: 'PARAMETRES' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres' });
  await dialog.getByRole('button', { name: 'Rendez-vous' }).click();
  // Two Tuesdays of one month (the free plan counts per month): 36 slots for 20 allowed.
  const [y, m] = parisDay(0).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m, 1));
  const firstTuesday = new Date(first.getTime() + ((9 - first.getUTCDay()) % 7) * 86_400_000);
  const day = (offset: number) =>
    new Date(firstTuesday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await typeDate(page, 'publish-from', day(0));
  await typeDate(page, 'publish-until', day(7));
  await expect(dialog.getByText('36 disponibilités seront créées')).toBeVisible();
  await expect(dialog.getByText('n’en permet plus que 20 sur cette période', { exact: false })).toBeVisible();
  await dialog.getByText('Publier seulement les 20 premières', { exact: false }).click();
  await dialog
    .getByText('n’en permet plus que 20 sur cette période', { exact: false })
    .scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'hours-publish-quota');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.hours-published')).toContainText('20 disponibilités publiées');
  const listed = await page.request.get(`/api/v1/availabilities?from=${day(0)}&to=${day(7)}`);
  const { availabilities } = (await listed.json()) as { availabilities: { day: string }[] };
  expect(availabilities).toHaveLength(20);
  expect(availabilities.filter((a) => a.day === day(0))).toHaveLength(18);
});
