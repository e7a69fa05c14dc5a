import { expect, test, type APIRequestContext } from '@playwright/test';
import { newPro, signUpViaApi, snap } from '../support/app';
import { startSalonSite } from '../support/salon-site';
import { framePath, SHOWCASE } from '../support/widget';

const FRAME_PATH = framePath(SHOWCASE);

interface Slot {
  id: string;
  start: string;
  maxMinutes: number;
}
interface BookingView {
  token: string;
  day: string;
  start: string;
  end: string;
  manageUrl: string;
}

/** Books the showcase salon's 'Brushing' through the public API, as the widget does; retries a slot just taken. */
async function bookShowcase(request: APIRequestContext): Promise<BookingView> {
  const profile = (await (await request.get(`/api/v1/public/pros/${SHOWCASE}`)).json()) as {
    serviceCategories: { services: { id: string; name: string }[] }[];
  };
  const service = profile.serviceCategories.flatMap((c) => c.services).find((s) => s.name === 'Brushing')!;
  expect(service, 'the showcase salon offers a Brushing').toBeTruthy();
  for (let attempt = 0; attempt < 5; attempt++) {
    const search = await request.get(
      `/api/v1/public/pros/${SHOWCASE}/slots?days=14&serviceIds=${service.id}`,
    );
    expect(search.status()).toBe(200);
    const { days } = (await search.json()) as { days: { slots: Slot[] }[] };
    const slots = days.flatMap((d) => d.slots).filter((s) => s.maxMinutes >= 30);
    expect(slots.length).toBeGreaterThan(10);
    // A random slot: the desktop and phone runs book the same salon at the same time.
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const response = await request.post(`/api/v1/public/pros/${SHOWCASE}/bookings`, {
      data: {
        slotId: slot.id,
        serviceIds: [service.id],
        prenom: 'Chloé',
        nom: 'Durand',
        telPortable: '06 12 34 56 78',
        email: 'chloe.durand@example.fr',
        acceptTerms: true,
        note: 'Cheveux longs, merci !',
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { booking: BookingView }).booking;
  }
  throw new Error('no free slot could be booked');
}

test('a client views, moves and cancels their booking from the link they received', async ({
  page,
}, testInfo) => {
  const booking = await bookShowcase(page.request);
  await page.goto(new URL(booking.manageUrl).pathname);

  await expect(page.getByRole('heading', { name: 'Salon Lumière' })).toBeVisible();
  await expect(page.getByText('Confirmé', { exact: true })).toBeVisible();
  await expect(page.getByText('Bonjour Chloé, voici votre rendez-vous.')).toBeVisible();
  await expect(page.getByText(`de ${booking.start} à ${booking.end}`)).toBeVisible();
  const services = page.locator('.manage-services');
  await expect(services).toContainText('Brushing');
  await expect(services).toContainText('30 min');
  await expect(services.locator('.manage-total')).toContainText('28 €');
  await expect(page.getByText('Cheveux longs, merci !')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute(
    'href',
    `${new URL(booking.manageUrl).origin}/api/v1/public/bookings/${booking.token}/ics`,
  );
  await snap(page, testInfo, 'manage-details');

  // Move: pick another slot of the salon (the desktop and phone runs take slots far apart in the list).
  await page.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
  await expect(dialog.getByText('durée des prestations : 30 min')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmer le déplacement' })).toBeDisabled();
  // One day's slots at a time: the first day is shown, another one is a tap on its chip.
  const days = dialog.getByRole('group', { name: 'Jours disponibles' });
  await expect(days.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  const phone = testInfo.project.name === 'phone';
  const firstDay = (await dialog.locator('.move-day h3').textContent())!;
  if (phone) {
    const second = days.getByRole('button').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.locator('.move-day h3')).not.toHaveText(firstDay);
  }
  const choice = dialog.locator('.move-slot').nth(phone ? 1 : 3);
  const newStart = (await choice.locator('.move-slot-time').textContent())!.trim();
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('.move-chosen')).toContainText(`à ${newStart}`);
  await snap(page, testInfo, 'manage-move');
  await dialog.getByRole('button', { name: 'Confirmer le déplacement' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Votre rendez-vous a bien été déplacé.')).toBeVisible();
  await expect(page.locator('.manage-time')).toHaveText(new RegExp(`^de ${newStart} à `));
  const moved = (await (
    await page.request.get(`/api/v1/public/bookings/${booking.token}`)
  ).json()) as BookingView;
  expect(moved.start).toBe(newStart);
  await snap(page, testInfo, 'manage-moved');

  // Cancel, after a confirmation; keeping it first changes nothing.
  await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  const confirm = page.getByRole('dialog', { name: 'Annuler le rendez-vous ?' });
  await expect(confirm).toContainText('Cette action est définitive.');
  await confirm.getByRole('button', { name: 'Non, le garder' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/v1/public/bookings/${booking.token}`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
  await expect(confirm).toBeVisible();
  await snap(page, testInfo, 'manage-cancel-confirm');
  await confirm.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByRole('heading', { name: 'Rendez-vous annulé' })).toBeVisible();
  await expect(page.getByText('Votre rendez-vous a bien été annulé.')).toBeVisible();
  await snap(page, testInfo, 'manage-cancelled');
  const after = await page.request.get(`/api/v1/public/bookings/${booking.token}`);
  expect(((await after.json()) as { status: string }).status).toBe('cancelled');

  // The link of a cancelled booking, opened again, shows it as cancelled and offers to book again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rendez-vous annulé' })).toBeVisible();
  await expect(page.getByText('Vous avez annulé ce rendez-vous.')).toBeVisible();
  const again = page.getByRole('link', { name: 'Reprendre rendez-vous' });
  await expect(again).toHaveAttribute('href', new RegExp(`/rendez-vous-en-ligne/${SHOWCASE}$`));
  await expect(page.getByRole('button', { name: 'Annuler le rendez-vous' })).toHaveCount(0);
  await snap(page, testInfo, 'manage-cancelled-later');
});

test('an unknown manage link gets a French not-found message', async ({ page }) => {
  await page.goto('/rendez-vous-en-ligne/rdv/inconnu-0123456789abcdefghij');
  await expect(page.getByRole('heading', { name: 'Rendez-vous introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil', exact: true })).toBeVisible();
});

/** A salon's own site on another origin: plain text around two copies of the widget script. */
function startPlainSite(widgetScript: string) {
  return startSalonSite(`<p>Bienvenue sur notre site. Réservez votre rendez-vous en ligne :</p>
<script src="${widgetScript}"></script>
<p>Nos tarifs et nos horaires sont aussi dans le widget ci-dessous.</p>
<script src="${widgetScript}"></script>
<p>À bientôt au salon !</p>`);
}

test('the widget script embeds the booking frame on a site of another origin, once per tag', async ({
  page,
  baseURL,
}, testInfo) => {
  const site = await startPlainSite(`${baseURL}/code.js?num=${SHOWCASE}`);
  try {
    await page.goto(site.url);
    const frames = page.locator('iframe');
    await expect(frames).toHaveCount(2);
    for (let i = 0; i < 2; i++) {
      const frame = frames.nth(i);
      await expect(frame).toHaveAttribute('src', `${baseURL}${FRAME_PATH}`);
      await expect(frame).toHaveAttribute('title', 'Prise de rendez-vous en ligne - Salon Lumière');
      // Each frame follows its own script tag, between the page's paragraphs.
      await expect(page.locator('p').nth(i).locator('xpath=following-sibling::*[2]')).toHaveJSProperty(
        'tagName',
        'IFRAME',
      );
      await expect(page.frameLocator('iframe').nth(i).locator('#widget-root > *').first()).toBeVisible();
    }

    // Needs the widget merged: the frame reports its content height and the script sizes the iframe to it
    // (within the script's bounds, 200 to 5000 px), so the frame shows all its content without a scrollbar of
    // its own. The skeleton frame reports nothing, and the iframe keeps the script's first 640 px.
    for (let i = 0; i < 2; i++) {
      const frame = frames.nth(i);
      const content = page.frameLocator('iframe').nth(i).locator('#widget-root');
      // Chromium pauses rendering (and so resize observers) in cross-origin frames out of view, as a visitor
      // scrolling down would wake them.
      await frame.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => {
          const bottom = await content.evaluate((root) => Math.ceil(root.getBoundingClientRect().bottom));
          const height = (await frame.boundingBox())!.height;
          return Math.abs(height - Math.min(Math.max(bottom, 200), 5000));
        })
        .toBeLessThanOrEqual(24);
    }
    // The whole page in view for the screenshot: frames scrolled out of view are not repainted.
    const viewport = page.viewportSize()!;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height: pageHeight });
    await snap(page, testInfo, 'embed-plain-page');
    await page.setViewportSize(viewport);
  } finally {
    await site.close();
  }
});

test('the demo widget preview runs the real script and copies its code', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/rendez-vous-en-ligne-apercuwidgetdemo');
  await expect(page.getByRole('heading', { name: 'Aperçu du widget de démonstration' })).toBeVisible();
  const snippet = `<script src="${baseURL}/code.js?num=${SHOWCASE}"></script>`;
  await expect(page.getByLabel('Code du widget à copier dans votre site')).toHaveValue(snippet);
  const frame = page.locator('.embedded-widget iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', `${baseURL}${FRAME_PATH}`);
  await expect(
    page.frameLocator('.embedded-widget iframe').locator('#widget-root > *').first(),
  ).toBeVisible();

  const copy = page.getByRole('button', { name: 'Copier' });
  await copy.click();
  await expect(page.getByRole('button', { name: 'Copié !' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  // 'Copié !' stays until the pointer comes back over the button (away from it first: the full-page
  // screenshot resizes the page under the pointer, which counts as coming back).
  await page.mouse.move(5, 5);
  await snap(page, testInfo, 'widget-preview-demo');
  await expect(page.getByRole('button', { name: 'Copié !' })).toBeVisible();
  await page.getByRole('button', { name: 'Copié !' }).hover();
  await expect(page.getByRole('button', { name: 'Copier' })).toBeVisible();
});

test("a professional's widget preview shows their own widget; without a session it says how to get one", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/rendez-vous-en-ligne-apercuwidget');
  await expect(page.getByRole('heading', { name: 'Quel widget afficher ?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/rendez-vous-en-ligne-connexion',
  );
  await snap(page, testInfo, 'widget-preview-no-session');

  await signUpViaApi(page.request, newPro(testInfo, { nomSociete: 'Barbier du Port' }));
  const { pro, csrfToken } = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    pro: { slug: string };
    csrfToken: string;
  };
  // A page opens to visitors once the salon offers a first service (or finished its set-up).
  const service = await page.request.post('/api/v1/services', {
    data: { name: 'Taille de barbe', amount: 15, duration: '0:15' },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(service.ok(), await service.text()).toBe(true);
  await page.goto('/rendez-vous-en-ligne-apercuwidget');
  await expect(page.getByRole('heading', { name: 'Aperçu de votre widget' })).toBeVisible();
  await expect(page.getByLabel('Code du widget à copier dans votre site')).toHaveValue(
    `<script src="${baseURL}/code.js?num=${pro.slug}"></script>`,
  );
  await expect(page.locator('.embedded-widget iframe')).toHaveAttribute(
    'src',
    `${baseURL}/rendez-vous-en-ligne/cadreindividuel/${pro.slug}`,
  );
  await snap(page, testInfo, 'widget-preview-own');
});
