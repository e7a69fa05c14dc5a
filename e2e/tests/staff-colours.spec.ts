import { expect, test } from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';

test('each new partner gets a colour of their own, and a partner card opens directly with a usable picker', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await completeSetupViaApi(page.request); // adds Léa
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  const ids: string[] = [];
  for (const prenom of ['Marc', 'Chloé']) {
    const created = await page.request.post('/api/v1/staff', {
      data: { prenom },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(created.ok()).toBe(true);
    ids.push(((await created.json()) as { id: string }).id);
  }

  // As the calendar's partner header links: the page opens on Marc's card, first thing loaded.
  await page.goto(`${PRO_BASE}/monpersonnel?staff=${ids[0]}`);
  const marc = page.getByRole('button', { name: /Marc/, expanded: true });
  await expect(marc).toBeVisible();
  const avatars = page.locator('.staff-avatar');
  await expect(avatars).toHaveCount(3);
  const colours = await avatars.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(new Set(colours).size).toBe(3);

  // The proposed colours are round swatches of a real size (they were a 1-2 px strip when this screen was the
  // first one opened), and so is the custom colour's.
  const card = page.locator('.staff-panel-open');
  const swatches = [card.locator('.color-preset').first(), page.locator(`#staff-${ids[0]}-color`)];
  await swatches[0]!.scrollIntoViewIfNeeded();
  for (const swatch of swatches) {
    const box = await swatch.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
  await snap(page, testInfo, 'staff-colours');
});
