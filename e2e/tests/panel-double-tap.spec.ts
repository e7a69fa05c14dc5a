import { expect, test, type Page } from '@playwright/test';
import {
  gridCell,
  isPhone,
  openCalendar,
  panelInPlace,
  parisDay,
  setUpSalon,
  sidePanel,
} from '../support/calendar';

/** Two taps as fast as the browser takes them: the second lands while the panel slides in. */
const doubleTap = async (page: Page, x: number, y: number) => {
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
};

// A side panel takes no tap while it slides in, so the second tap of a quick double tap (or the second
// click of a double click) fell through to the mask behind it, which closed the panel the first had just
// opened. Every side panel of the app shares the fix (ui/Sidebar.tsx); the calendar's is the one
// opened from a cell a salon taps all day.
test('a double tap or double click on a free cell of the calendar opens its panel and leaves it open', async ({
  page,
}, testInfo) => {
  const salon = await setUpSalon(page, testInfo);
  const julie = salon.staff[0]!;
  await openCalendar(page, { day: parisDay(1), dispo: true });
  const { x, y } = await (await gridCell(page, '10:00', { resourceId: julie.id }))();
  if (isPhone(testInfo)) await doubleTap(page, x, y);
  else await page.mouse.dblclick(x, y);
  const panel = sidePanel(page);
  await expect(panel.getByRole('heading', { name: 'Créer une disponibilité' })).toBeVisible();
  await panelInPlace(page);
  // Still open once in place, and it works: the availability is published at the cell's time.
  await panel.getByRole('button', { name: 'Valider' }).click();
  await expect(panel).toBeHidden();
  const slot = page.locator(`.fc-timegrid-col[data-resource-id="${julie.id}"] .cal-event`);
  await expect(slot).toHaveCount(1);
  await expect(slot).toContainText('10:00');
});
