import { expect, test } from '@playwright/test';
import { SHOWCASE } from '../support/widget';

test('the widget’s share buttons share the salon’s QR code image', async ({ page }) => {
  await page.goto(`/rendez-vous-en-ligne/cadreindividuel/${SHOWCASE}`);
  const bar = page.getByRole('navigation', { name: 'Partager cette page' });
  const pin = bar.getByRole('link', { name: /Partager sur Pinterest/ });
  await expect(pin).toBeVisible();
  const media = new URL((await pin.getAttribute('href'))!).searchParams.get('media');
  expect(media).toBe(new URL(`/api/v1/public/pros/${SHOWCASE}/qr.png`, page.url()).href);
  // What Pinterest fetches: the QR image itself, open to anyone.
  const image = await page.request.get(media!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
});
