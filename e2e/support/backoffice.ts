import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A PNG of the given size drawn by the browser (a gradient with a few shapes, so crops differ visibly),
 * returned as a file for setInputFiles.
 */
export async function makePng(page: Page, name: string, width: number, height: number, hue = 330) {
  const dataUrl = await page.evaluate(
    ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue}, 70%, 70%)`);
      gradient.addColorStop(1, `hsl(${(hue + 60) % 360}, 60%, 45%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = 'rgba(255, 255, 255, 0.55)';
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png');
    },
    { width, height, hue },
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/**
 * A logo as salons have them: a name and a mark drawn on a transparent background (corners fully
 * transparent, the middle opaque), as a PNG file to upload.
 */
export async function makeTransparentPng(page: Page, name: string, width: number, height: number) {
  const dataUrl = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c2185b';
      context.beginPath();
      context.arc(height / 2, height / 2, height / 2 - 6, 0, Math.PI * 2);
      context.fill();
      context.fillRect(height, height / 2 - 10, width - height - 8, 20);
      context.fillStyle = '#ffffff';
      context.font = `bold ${Math.round(height / 3)}px sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('L', height / 2, height / 2);
      return canvas.toDataURL('image/png');
    },
    { width, height },
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

/** Chooses a time in a TimeSelect (hour select named `label`, minute select '<label> (minutes)'). */
export async function chooseTime(page: Page, label: string, time: string) {
  const [hour, minute] = time.split(':') as [string, string];
  await page.getByLabel(label, { exact: true }).selectOption(hour);
  await page.getByLabel(`${label} (minutes)`, { exact: true }).selectOption(minute);
}

/**
 * At 1200px or less the add forms live in a full-screen panel opened by the floating '+' button; on large
 * screens they are on the page. Returns the area holding the form.
 */
export async function openAddForm(page: Page, title: string) {
  const fab = page.getByRole('button', { name: title, exact: true });
  const form = page.getByRole('form', { name: title });
  // One of the two shows once the screen is loaded; which one says the layout.
  await expect(fab.or(form).first()).toBeVisible();
  if (await fab.isVisible()) {
    await fab.click();
    const panel = page.locator('.setup-sidebar');
    await expect(panel).toBeVisible();
    return panel;
  }
  return form;
}

/** Clicks the wizard's 'Suivant'. */
export async function next(page: Page) {
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
}

/**
 * Sets the logged-in salon up through the API (a service, opening hours, a staff member) and closes the
 * setup wizard, for tests about other screens: the space then opens on {base}/accueil as before the wizard.
 */
export async function completeSetupViaApi(request: APIRequestContext): Promise<void> {
  const session = await request.get('/api/v1/auth/session');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const calls: [string, 'post' | 'put', unknown][] = [
    ['/api/v1/services', 'post', { name: 'Coupe', amount: '30', duration: '0:45' }],
    [
      '/api/v1/opening-hours',
      'put',
      { days: [{ weekday: 1, ranges: [{ opens: '09:00', closes: '18:00' }] }] },
    ],
    ['/api/v1/staff', 'post', { prenom: 'Léa' }],
    ['/api/v1/onboarding/complete', 'post', undefined],
  ];
  for (const [url, method, data] of calls) {
    const response = await request[method](url, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  }
}
