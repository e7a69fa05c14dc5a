import { chromium, expect, test, type Page } from '@playwright/test';
import { snap } from '../support/app';
import { CHROMIUM_ARGS, fakeMediaLaunch, newSide, salonOnline } from '../support/video';

// Fake devices but no fake-UI flag: the browser would ask, and Playwright's contexts refuse permissions
// that were not granted, so getUserMedia fails with NotAllowedError as when a person clicks 'Bloquer'.
test.use({
  launchOptions: {
    executablePath: fakeMediaLaunch.executablePath,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  },
});

async function startCall(visitor: Page, slug: string) {
  await visitor.goto(`/rendez-vous-en-ligne/cadreindividuel/${slug}`);
  await visitor.getByRole('button', { name: 'Appel visio' }).click();
}

test('camera refused: the salon gets its alert, and a visitor reads why in French', async ({
  page,
}, testInfo) => {
  const working = await chromium.launch(fakeMediaLaunch);
  try {
    // The salon answers from this browser, where the camera is refused; the visitor calls from a working one.
    const slug = await salonOnline(page, testInfo, 'Salon Camera Refusee');
    const visitor = await newSide(working, testInfo, testInfo.project.name === 'phone' ? 'phone' : 'desktop');
    await startCall(visitor.page, slug);
    await page.getByRole('dialog', { name: 'Accepter' }).getByRole('button', { name: 'Accepter' }).click();
    await expect(page.getByText('Accès caméra/micro refusé. Vérifiez les autorisations !')).toBeVisible();
    await snap(page, testInfo, 'video-call-pro-camera-refused');
    await expect(page.getByTestId('incoming-call-panel')).toBeHidden();
    await expect(visitor.page.getByText('Le professionnel a mis fin à la visio.')).toBeVisible();

    // A visitor whose camera is refused is told so at once, instead of waiting for a call that never started.
    const denied = await newSide(page.context().browser()!, testInfo, 'phone');
    await startCall(denied.page, slug);
    await expect(denied.page.getByText(/Accès à la caméra ou au micro refusé/)).toBeVisible();
    await snap(denied.page, testInfo, 'video-call-visitor-camera-refused');
  } finally {
    await working.close();
  }
});
