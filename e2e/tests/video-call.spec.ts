import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
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

test.use({ launchOptions: fakeMediaLaunch });

/**
 * A call from the widget, accepted by the salon, both remote videos playing. On 'phone' the visitor calls
 * from a phone and the salon answers on a desktop; on 'desktop' the other way round.
 */
async function connectedCall(browser: Browser, testInfo: TestInfo, salonName: string, shots = false) {
  const phone = testInfo.project.name === 'phone';
  const pro = await newSide(browser, testInfo, phone ? 'desktop' : 'phone');
  const visitor = await newSide(browser, testInfo, phone ? 'phone' : 'desktop');
  const slug = await salonOnline(pro.page, testInfo, salonName);

  await startCall(visitor.page, slug);
  await expect(visitor.page.getByText('Demande de visio en cours...')).toBeVisible();
  if (shots) await snap(visitor.page, testInfo, 'video-call-visitor-requesting');
  const accept = pro.page.getByRole('dialog', { name: 'Accepter' });
  await expect(accept.getByText("Demande de visioconférence d'un visiteur")).toBeVisible();
  await expect(accept.getByText('Souhaitez-vous accepter cette demande de visio ?')).toBeVisible();
  if (shots) await snap(pro.page, testInfo, 'video-call-pro-ringing');
  await accept.getByRole('button', { name: 'Accepter' }).click();

  await expectVideoPlays(pro.page.getByTestId('call-remote-video'));
  await expectVideoPlays(visitor.page.getByTestId('visitor-remote-video'));
  await expect(visitor.page.getByText('Demande de visio en cours...')).toBeHidden();
  await expect(pro.page.getByText('Connexion en cours...')).toBeHidden();
  return { pro, visitor };
}

test.describe('visitor video call', () => {
  test('the salon accepts: both sides see each other; the visitor hangs up', async ({
    browser,
  }, testInfo) => {
    const { pro, visitor } = await connectedCall(browser, testInfo, 'Salon Visio Accepte', true);
    await snap(pro.page, testInfo, 'video-call-pro-connected');
    await snap(visitor.page, testInfo, 'video-call-visitor-connected');

    // The visitor hangs up: the salon's panel closes and says why.
    await visitor.page.getByRole('button', { name: 'Raccrocher' }).click();
    await expect(visitor.page.getByText('La visio est terminée.')).toBeVisible();
    await expect(pro.page.getByTestId('incoming-call-panel')).toBeHidden();
    await expect(pro.page.getByText('Le visiteur a mis fin à la visio.')).toBeVisible();
    await pro.context.close();
    await visitor.context.close();
  });

  test('the salon reduces the panel, reopens it, then ends the call', async ({ browser }, testInfo) => {
    const { pro, visitor } = await connectedCall(browser, testInfo, 'Salon Visio Fin');
    const panel = pro.page.getByTestId('incoming-call-panel');
    await panel.getByRole('button', { name: 'Réduire' }).click();
    await expect.poll(async () => (await panel.boundingBox())?.height).toBe(100);
    await snap(pro.page, testInfo, 'video-call-pro-reduced');
    await panel.getByRole('button', { name: 'Rouvrir la visio' }).click();
    await expectVideoPlays(pro.page.getByTestId('call-remote-video'));

    await panel.getByRole('button', { name: 'Fermer la visio' }).click();
    await expect(visitor.page.getByText('Le professionnel a mis fin à la visio.')).toBeVisible();
    await expect(panel).toBeHidden();
    // 'Rappeler' calls again from the same dialog.
    await visitor.page.getByRole('button', { name: 'Rappeler' }).click();
    await expect(pro.page.getByRole('dialog', { name: 'Accepter' })).toBeVisible();
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
