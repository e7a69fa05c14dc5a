import { expect, test } from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi } from '../support/app';
import { completeSetupViaApi, makePng } from '../support/backoffice';

test('picking more photos than the four allowed says so once', async ({ page }, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await completeSetupViaApi(page.request);
  await page.goto(`${PRO_BASE}/photos`);
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  for (const hue of [10, 90, 170]) {
    const png = await makePng(page, `photo-${hue}.png`, 600, 600, hue);
    const image = `data:image/png;base64,${png.buffer.toString('base64')}`;
    const res = await page.request.post('/api/v1/photos', {
      data: { image },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.reload();
  await expect(page.getByText('3 / 4 photos')).toBeVisible();

  // Two pictures for one free place: the second is refused, the first goes through the crop.
  await page
    .getByTestId('photo-input')
    .setInputFiles([
      await makePng(page, 'a.png', 600, 600, 250),
      await makePng(page, 'b.png', 600, 600, 300),
    ]);
  const crop = page.getByRole('dialog', { name: 'Recadrez votre photo...' });
  await crop.getByRole('button', { name: 'Valider' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByText('4 / 4 photos')).toBeVisible();
  await expect(page.getByText('4 photos maximums sont autorisées !')).toHaveCount(1);
});

test('a photo that cannot be loaded shows a placeholder, and can still be deleted', async ({
  page,
}, testInfo) => {
  await signUpViaApi(page.request, newPro(testInfo));
  await completeSetupViaApi(page.request);
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  const png = await makePng(page, 'photo.png', 600, 600, 40);
  const res = await page.request.post('/api/v1/photos', {
    data: { image: `data:image/png;base64,${png.buffer.toString('base64')}` },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(res.ok(), await res.text()).toBe(true);
  // The file is gone (or the network failed) by the time the page asks for it.
  await page.route('**/api/v1/uploads/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${PRO_BASE}/photos`);
  await expect(
    page.getByRole('img', { name: 'Photo 1 de votre établissement : Image indisponible' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Supprimer la photo 1/ })).toBeVisible();
});
