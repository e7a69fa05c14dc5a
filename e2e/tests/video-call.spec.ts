import { chromium, expect, test, type Page } from '@playwright/test';
import { snap } from '../support/app';
import { expectVideoPlays, fakeMediaLaunch, newSide, salonOnline, salonReady } from '../support/video';

// A visitor calls the salon from its booking widget; the professional answers from their space. Each
// project puts its own size on one side: on 'phone' the visitor calls from a phone and the salon answers
// on a desktop; on 'desktop' the other way round, so both screens are seen at both sizes.

const widgetPath = (slug: string) => `/rendez-vous-en-ligne/cadreindividuel/${slug}`;

async function startCall(visitor: Page, slug: string) {
  await visitor.goto(widgetPath(slug));
  await visitor.getByRole('button', { name: 'Appel visio' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Appel visio' })).toBeVisible();
}

test.describe('visitor video call', () => {
  test.use({ launchOptions: fakeMediaLaunch });

  test('the salon accepts: both sides see and hear each other, and either may hang up', async ({
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const pro = await newSide(browser, testInfo, phone ? 'desktop' : 'phone');
    const visitor = await newSide(browser, testInfo, phone ? 'phone' : 'desktop');
    const slug = await salonOnline(pro.page, testInfo, 'Salon Visio Accepte');

    await startCall(visitor.page, slug);
    await expect(visitor.page.getByText('Demande de visio en cours...')).toBeVisible();
    await snap(visitor.page, testInfo, 'video-call-visitor-requesting');

    const accept = pro.page.getByRole('dialog', { name: 'Accepter' });
    await expect(accept).toBeVisible();
    await expect(accept.getByText("Demande de visioconférence d'un visiteur")).toBeVisible();
    await expect(accept.getByText('Souhaitez-vous accepter cette demande de visio ?')).toBeVisible();
    await snap(pro.page, testInfo, 'video-call-pro-ringing');
    await accept.getByRole('button', { name: 'Accepter' }).click();

    await expectVideoPlays(pro.page.getByTestId('call-remote-video'));
    await expectVideoPlays(visitor.page.getByTestId('visitor-remote-video'));
    await expect(visitor.page.getByText('Demande de visio en cours...')).toBeHidden();
    await expect(pro.page.getByText('Connexion en cours...')).toBeHidden();
    await snap(pro.page, testInfo, 'video-call-pro-connected');
    await snap(visitor.page, testInfo, 'video-call-visitor-connected');

    // Reduced to a 100px bar and reopened.
    const panel = pro.page.getByTestId('incoming-call-panel');
    await panel.getByRole('button', { name: 'Réduire' }).click();
    await expect.poll(async () => (await panel.boundingBox())?.height).toBe(100);
    await panel.getByRole('button', { name: 'Rouvrir la visio' }).click();
    await expectVideoPlays(pro.page.getByTestId('call-remote-video'));

    // The visitor hangs up: the salon's panel closes and says why.
    await visitor.page.getByRole('button', { name: 'Raccrocher' }).click();
    await expect(visitor.page.getByText('La visio est terminée.')).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(pro.page.getByText('Le visiteur a mis fin à la visio.')).toBeVisible();

    // A second call, ended by the salon this time.
    await visitor.page.getByRole('button', { name: 'Fermer' }).click();
    await visitor.page.getByRole('button', { name: 'Appel visio' }).click();
    await pro.page
      .getByRole('dialog', { name: 'Accepter' })
      .getByRole('button', { name: 'Accepter' })
      .click();
    await expectVideoPlays(visitor.page.getByTestId('visitor-remote-video'));
    await panel.getByRole('button', { name: 'Fermer la visio' }).click();
    await expect(visitor.page.getByText('Le professionnel a mis fin à la visio.')).toBeVisible();
    await expect(panel).toBeHidden();
    await pro.context.close();
    await visitor.context.close();
  });

  test('the salon refuses: the visitor reads "Visioconférence refusée"', async ({ browser }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const pro = await newSide(browser, testInfo, phone ? 'desktop' : 'phone');
    const visitor = await newSide(browser, testInfo, phone ? 'phone' : 'desktop');
    const slug = await salonOnline(pro.page, testInfo, 'Salon Visio Refus');
    // A second tab of the salon rings too, and stops when the first one refuses.
    const secondTab = await pro.context.newPage();
    await secondTab.goto(pro.page.url());

    await startCall(visitor.page, slug);
    await expect(secondTab.getByRole('dialog', { name: 'Accepter' })).toBeVisible();
    await pro.page.getByRole('dialog', { name: 'Accepter' }).getByRole('button', { name: 'Refuser' }).click();
    await expect(visitor.page.getByText('Visioconférence refusée')).toBeVisible();
    await expect(pro.page.getByTestId('incoming-call-panel')).toBeHidden();
    await expect(secondTab.getByTestId('incoming-call-panel')).toBeHidden();
    await snap(visitor.page, testInfo, 'video-call-visitor-refused');
    await pro.context.close();
    await visitor.context.close();
  });

  test('a salon that is not online is said so at once', async ({ page, playwright }, testInfo) => {
    const owner = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const slug = await salonReady(owner, testInfo, 'Salon Visio Absent');
    await owner.dispose();
    await startCall(page, slug);
    await expect(
      page.getByText('Le professionnel n’est pas disponible pour une visio pour le moment.', {
        exact: false,
      }),
    ).toBeVisible();
  });
});

test.describe('camera or microphone refused', () => {
  // No fake-UI flag: the browser asks, and the permission is refused for the context.
  test.use({
    launchOptions: {
      executablePath: fakeMediaLaunch.executablePath,
      args: [...fakeMediaLaunch.args.slice(0, -1)],
    },
  });

  test('the visitor reads why in French, and the salon gets its alert', async ({ page }, testInfo) => {
    const fake = await chromium.launch(fakeMediaLaunch);
    try {
      // The salon answers from the browser where the camera is refused; the visitor calls from a working one.
      const slug = await salonOnline(page, testInfo, 'Salon Camera Refusee');
      const visitor = await newSide(fake, testInfo, testInfo.project.name === 'phone' ? 'phone' : 'desktop');
      await startCall(visitor.page, slug);
      await page.getByRole('dialog', { name: 'Accepter' }).getByRole('button', { name: 'Accepter' }).click();
      await expect(page.getByText('Accès caméra/micro refusé. Vérifiez les autorisations !')).toBeVisible();
      await snap(page, testInfo, 'video-call-pro-camera-refused');
      await expect(visitor.page.getByText('Le professionnel a mis fin à la visio.')).toBeVisible();

      // And a visitor whose camera is refused is told so, instead of waiting for nothing.
      const denied = await newSide(page.context().browser()!, testInfo, 'phone');
      const deniedVisitor = denied.page;
      await startCall(deniedVisitor, slug);
      await expect(deniedVisitor.getByText(/Accès à la caméra ou au micro refusé/)).toBeVisible();
      await snap(deniedVisitor, testInfo, 'video-call-visitor-camera-refused');
    } finally {
      await fake.close();
    }
  });
});
