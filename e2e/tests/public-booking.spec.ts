import { expect, test, type Page } from '@playwright/test';
import { CALENDAR_PATH, collectPageErrors, openCalendar, openDemo, sidePanel } from '../support/calendar';
import {
  fillDetails,
  framePath,
  longDate,
  pickServices,
  setUpBookableSalon,
  SHOWCASE,
  visitorPage,
  widgetShot,
  type Visitor,
} from '../support/widget';

const sophie: Visitor = {
  prenom: 'Sophie',
  nom: 'Durand',
  telPortable: '06 12 34 56 78',
  email: 'sophie.durand@example.fr',
};

/** The calendar day `n` days after `day` ('YYYY-MM-DD'). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Picks services, goes on to the slots and opens the validation dialog of one slot. */
async function chooseSlot(page: Page, services: string[], slot: string) {
  await pickServices(page, services);
  await page.getByRole('button', { name: /^RESERVER CE(TTE|S) PRESTATIONS?$/ }).click();
  await page.getByRole('button', { name: slot }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

test('a visitor books two services in the widget and the salon sees it in its calendar at once', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  await openCalendar(page, { day: salon.day });
  const visitor = await visitorPage(browser, testInfo);
  const errors = collectPageErrors(visitor);
  await visitor.goto(framePath(salon.slug));

  // Home: the header and the Prestations tab.
  await expect(visitor.getByRole('heading', { name: salon.pro.nomSociete, level: 1 })).toBeVisible();
  await expect(
    visitor.getByRole('link', { name: `Page de profil de ${salon.pro.nomSociete}` }),
  ).toHaveAttribute('href', `/rendez-vous-en-ligne/${salon.slug}`);
  const shortcut = visitor.getByRole('button', { name: `Voir les créneaux du ${longDate(salon.day)}` });
  await expect(shortcut).toBeVisible();
  await expect(visitor.getByRole('tab', { name: 'Prestations' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByRole('heading', { name: 'Je choisis une prestation' })).toBeVisible();
  await widgetShot(visitor, testInfo, 'home');

  // Search, then two services: the summary, its total and the plural button.
  await visitor.getByPlaceholder('Rechercher par prestation').fill('BRUSH');
  await expect(visitor.getByRole('checkbox')).toHaveCount(1);
  await visitor.getByPlaceholder('Rechercher par prestation').fill('');
  await pickServices(visitor, ['Coupe homme']);
  await expect(visitor.getByRole('heading', { name: 'Ma Sélection' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'RESERVER CETTE PRESTATION' })).toBeVisible();
  await pickServices(visitor, ['Brushing']);
  await expect(visitor.getByRole('heading', { name: 'Mes sélections' })).toBeVisible();
  const summary = visitor.locator('.w-summary');
  await expect(summary).toContainText('53 €');
  await expect(summary).toContainText('1 h 15');
  await widgetShot(visitor, testInfo, 'prestations');
  await visitor.getByRole('button', { name: 'RESERVER CES PRESTATIONS' }).click();

  // Slots long enough for 1 h 15: Julie's until 10:30 (her run ends at 12:00), Marc's at 14:00 and 14:30.
  await expect(visitor.getByRole('tab', { name: 'Rendez-vous' })).toHaveAttribute('aria-selected', 'true');
  const slots = visitor.locator('.w-accordion .w-slot');
  // Each slot reads as its name: the time, 'avec' for screen readers only, then who.
  await expect(slots).toHaveText([
    '09:00 avec Julie',
    '09:30 avec Julie',
    '10:00 avec Julie',
    '10:30 avec Julie',
    '14:00 avec Marc',
    '14:30 avec Marc',
  ]);
  await visitor.getByRole('button', { name: 'Marc', exact: true }).click();
  await expect(slots).toHaveText(['14:00 avec Marc', '14:30 avec Marc']);
  await visitor.getByRole('button', { name: 'Tous', exact: true }).click();
  await expect(slots).toHaveCount(6);
  await widgetShot(visitor, testInfo, 'dates');

  // The weekly calendar alternative, from the header's date shortcut.
  await visitor.getByRole('button', { name: 'Semaine' }).click();
  await shortcut.click();
  const column = visitor.locator(`.w-week-col[data-day="${salon.day}"]`);
  await expect(column.locator('.w-slot')).toHaveCount(6);
  await expect(visitor.getByRole('status')).toContainText(
    `Prochaine disponibilité le ${longDate(salon.day)} à 09:00`,
  );
  await column.locator('.w-slot').first().scrollIntoViewIfNeeded();
  await widgetShot(visitor, testInfo, 'week');
  // Next and previous move by the three days shown, so no day is ever skipped.
  const shownDays = () =>
    visitor.locator('.w-week-col').evaluateAll((cols) => cols.map((c) => c.getAttribute('data-day')!));
  const before = await shownDays();
  expect(before).toHaveLength(3);
  await visitor.getByRole('button', { name: 'Jours suivants' }).click();
  await expect(visitor.locator('.w-week-col').first()).toHaveAttribute('data-day', addDays(before[2]!, 1));
  await visitor.getByRole('button', { name: 'Jours précédents' }).click();
  await expect(visitor.locator('.w-week-col').first()).toHaveAttribute('data-day', before[0]!);
  await visitor.getByRole('button', { name: 'Liste' }).click();

  // Validation dialog.
  await visitor.getByRole('button', { name: '09:30 avec Julie' }).click();
  const dialog = visitor.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Je valide mon rendez-vous - ${salon.pro.nomSociete}` }),
  ).toBeVisible();
  await expect(dialog).toContainText(longDate(salon.day), { ignoreCase: true });
  await expect(dialog).toContainText('09:30 – 10:45');
  await expect(dialog).toContainText('Julie');
  await expect(dialog.locator('.w-summary-total')).toContainText('53 €');
  await expect(dialog.getByRole('button', { name: 'Ajouter une prestation' })).toBeVisible();
  await widgetShot(visitor, testInfo, 'validation');
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();

  await fillDetails(visitor, sophie);
  await dialog.getByLabel('Message pour le professionnel (facultatif)').fill('Première visite.');
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();

  // Confirmation.
  await expect(visitor.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();
  const done = visitor.locator('.w-done');
  // The e2e server has no SMTP server nor SMS provider: the widget does not claim a message was sent.
  await expect(done).toContainText('Sophie, gardez le lien « Gérer mon rendez-vous »');
  await expect(done).not.toContainText('SMS');
  await expect(done).toContainText('09:30 – 10:45');
  await expect(done).toContainText('Julie Bernard');
  await expect(done).toContainText('Coupe homme');
  await expect(done).toContainText('Brushing');
  await expect(done).toContainText('53 €');
  await expect(visitor.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute(
    'href',
    /\/api\/v1\/public\/bookings\/[^/]+\/ics$/,
  );
  const manage = visitor.getByRole('link', { name: 'Gérer mon rendez-vous' });
  await expect(manage).toHaveAttribute('href', /\/rendez-vous-en-ligne\/rdv\//);
  await expect(manage).toHaveAttribute('target', '_blank');
  await widgetShot(visitor, testInfo, 'confirmation');

  // The salon's calendar, open all along, shows the online booking without a reload.
  await expect(page).toHaveURL(new RegExp(`${CALENDAR_PATH}`));
  const event = page.locator('.cal-event').filter({ hasText: 'Durand Sophie' });
  await expect(event).toContainText('09:30 – 10:45');
  await event.click();
  await expect(sidePanel(page).getByText('Rendez-vous pris en ligne')).toBeVisible();

  // 'Prendre un autre rendez-vous' starts over; the visitor's details are remembered.
  await visitor.getByRole('button', { name: 'Prendre un autre rendez-vous' }).click();
  await expect(visitor.getByRole('heading', { name: 'Je choisis une prestation' })).toBeVisible();
  await chooseSlot(visitor, ['Coupe homme'], '11:00 avec Julie');
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
  await expect(dialog.getByLabel('Prénom')).toHaveValue('Sophie');
  await expect(dialog.getByLabel('E-mail')).toHaveValue(sophie.email);
  expect(errors).toEqual([]);
});

test('the details are kept on the device only when asked, and "Ce n’est pas moi" forgets them', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  const visitor = await visitorPage(browser, testInfo);
  const dialog = visitor.getByRole('dialog');
  const book = async (slot: string, remember: boolean | null) => {
    await visitor.goto(framePath(salon.slug));
    await chooseSlot(visitor, ['Coupe homme'], slot);
    await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
    const box = dialog.getByRole('checkbox', { name: 'Se souvenir de moi sur cet appareil' });
    if (remember === null) return box;
    await expect(box).not.toBeChecked();
    await expect(dialog.getByLabel('Prénom')).toHaveValue('');
    await fillDetails(visitor, sophie);
    if (remember) await box.check();
    await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
    await expect(visitor.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();
    return box;
  };
  // Not ticked (the default): the next person on this device starts from empty fields.
  await book('09:00 avec Julie', false);
  // Ticked: the next booking on this device is prefilled, and says whose details these are.
  await book('09:30 avec Julie', true);
  const box = await book('10:00 avec Julie', null);
  await expect(box).toBeChecked();
  await expect(dialog.getByLabel('Prénom')).toHaveValue('Sophie');
  await expect(dialog.getByLabel('Téléphone portable')).toHaveValue(sophie.telPortable);
  await expect(dialog).toContainText('Vous n’êtes pas Sophie ?');
  await widgetShot(visitor, testInfo, 'remembered');
  await dialog.getByRole('button', { name: 'Ce n’est pas moi' }).click();
  await expect(dialog.getByLabel('Prénom')).toHaveValue('');
  await expect(dialog.getByLabel('E-mail')).toHaveValue('');
  await expect(box).not.toBeChecked();
  expect(await visitor.evaluate(() => localStorage.getItem('qrdv:visitor'))).toBeNull();
});

test('of two visitors on the same slot, the second is told it was just taken and books another', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  const first = await visitorPage(browser, testInfo);
  const second = await visitorPage(browser, testInfo);
  for (const visitor of [first, second]) {
    await visitor.goto(framePath(salon.slug));
    await chooseSlot(visitor, ['Coupe homme'], '09:00 avec Julie');
    await visitor.getByRole('dialog').getByRole('button', { name: 'Valider le rendez-vous' }).click();
  }
  await fillDetails(first, sophie);
  await first.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(first.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();

  const paul = { prenom: 'Paul', nom: 'Lefèvre', telPortable: '07 98 76 54 32', email: 'paul@example.fr' };
  await fillDetails(second, paul);
  const dialog = second.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Ce créneau vient d'être réservé par quelqu'un d'autre. Veuillez en choisir un autre.",
  );
  await expect(dialog.getByText('Autres créneaux disponibles ce jour-là :')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '09:00 avec Julie' })).toHaveCount(0);
  await widgetShot(second, testInfo, 'slot-taken');
  await dialog.getByRole('button', { name: '09:30 avec Julie' }).click();
  // The form is kept: only the slot changed.
  await expect(dialog.getByLabel('Prénom')).toHaveValue('Paul');
  await expect(dialog).toContainText('09:30 – 10:00');
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(second.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();
  await expect(second.locator('.w-done')).toContainText('09:30 – 10:00');
  // Behind the dialog, the list no longer offers the taken slot.
  await second.getByRole('button', { name: 'Prendre un autre rendez-vous' }).click();
  await second.getByRole('tab', { name: 'Rendez-vous' }).click();
  await expect(second.getByRole('button', { name: '10:00 avec Julie' })).toBeVisible();
  await expect(second.getByRole('button', { name: '09:00 avec Julie' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: '09:30 avec Julie' })).toHaveCount(0);
});

test('a selection too long for the slot is refused, and the booking form explains each bad field', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  const visitor = await visitorPage(browser, testInfo);
  await visitor.goto(framePath(salon.slug));
  // A slot chosen before any service: the dialog asks for them (no search box for two services).
  await visitor.getByRole('tab', { name: 'Rendez-vous' }).click();
  await visitor.getByRole('button', { name: '15:00 avec Marc' }).click();
  const dialog = visitor.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Je choisis une prestation - ${salon.pro.nomSociete}` }),
  ).toBeVisible();
  await expect(dialog.getByPlaceholder('Rechercher par prestation')).toHaveCount(0);
  await pickServices(visitor, ['Coupe homme', 'Brushing']);
  await dialog.getByRole('button', { name: /^Continuer/ }).click();
  // 1 h 15 does not fit: Marc is free from 15:00 to 16:00 only.
  await expect(dialog.getByRole('alert')).toHaveText(
    'La durée des prestations choisies (1 h 15) dépasse le temps disponible sur ce créneau (1 h). ' +
      'Retirez une prestation ou choisissez un autre créneau.',
  );
  await expect(dialog.getByRole('button', { name: 'Valider le rendez-vous' })).toHaveCount(0);
  await widgetShot(visitor, testInfo, 'too-long');
  await dialog.getByRole('button', { name: 'Modifier ma sélection' }).click();
  await dialog.getByRole('checkbox', { name: /^Coupe homme/ }).uncheck();
  await dialog.getByRole('button', { name: /^Continuer/ }).click();
  await expect(dialog).toContainText('15:00 – 15:45');
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
  const bookings: string[] = [];
  visitor.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/bookings')) bookings.push(r.url());
  });

  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  for (const message of [
    'Veuillez saisir votre prénom',
    'Veuillez saisir votre nom',
    'Veuillez saisir un numéro de téléphone portable valide',
    'Veuillez saisir une adresse e-mail valide.',
    "Veuillez accepter les conditions générales d'utilisation.",
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Prénom')).toBeFocused();
  await widgetShot(visitor, testInfo, 'form-errors');

  // Malformed phone and e-mail: still refused; fixed fields lose their message.
  await fillDetails(visitor, { ...sophie, telPortable: '01 23 45 67 89', email: 'sophie@' });
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(dialog.getByText('Veuillez saisir votre prénom')).toHaveCount(0);
  await expect(dialog.getByText('Veuillez saisir un numéro de téléphone portable valide')).toBeVisible();
  await expect(dialog.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  expect(bookings).toEqual([]);

  // What only the server refuses (a one-letter domain ending) comes back under its field.
  await dialog.getByLabel('Téléphone portable').fill(sophie.telPortable);
  await dialog.getByLabel('E-mail').fill('sophie@example.c');
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(dialog.locator('.w-field.has-error')).toHaveCount(1);
  await expect(dialog.locator('.w-field.has-error')).toContainText(
    'Veuillez saisir une adresse e-mail valide.',
  );
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(bookings).toHaveLength(1);

  // The slot is still offered.
  const reply = await visitor.request.get(`/api/v1/public/pros/${salon.slug}/slots?from=${salon.day}&days=1`);
  const starts = ((await reply.json()) as { days: { slots: { start: string }[] }[] }).days.flatMap((d) =>
    d.slots.map((s) => s.start),
  );
  expect(starts).toContain('15:00');
});

test('an unknown professional gets a clear message, and the frame reports its height to its page', async ({
  page,
}) => {
  await page.goto(framePath('personne-inconnue'));
  await expect(page.getByText('Ce professionnel est introuvable.')).toBeVisible();

  // Embedded in another page, as /code.js does: the frame posts { type: 'qrdv:height', slug, height }.
  // (The host is one of the app's pages: Chromium keeps pages it treats as public from framing a local server.)
  await page.goto('/');
  await page.evaluate((src) => {
    const w = window as unknown as { heights: unknown[] };
    w.heights = [];
    addEventListener('message', (e) => w.heights.push(e.data));
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.style.cssText = 'width:390px;height:400px;border:0';
    document.body.prepend(frame);
  }, framePath(SHOWCASE));
  type Heights = { heights: { type: string; slug: string; height: number }[] };
  const last = () => page.evaluate(() => (window as unknown as Heights).heights.at(-1));
  // First the loading state, then the loaded page, far taller than the 400 px the frame started with.
  await expect.poll(async () => (await last())?.height ?? 0).toBeGreaterThan(600);
  expect(await last()).toMatchObject({ type: 'qrdv:height', slug: SHOWCASE });
  // A shorter tab: the reported height goes down too (the frame shrinks back).
  const tall = (await last())!.height;
  await page.frameLocator('iframe').getByRole('tab', { name: 'Informations' }).click();
  await expect.poll(async () => (await last())!.height).toBeLessThan(tall);
});

test('a demo copy invites to sign up, the showcase links to its page, an iPhone before iOS 16 gets the weekly calendar', async ({
  page: demo,
  browser,
}, testInfo) => {
  await openDemo(demo);
  const { pro } = (await (await demo.request.get('/api/v1/auth/session')).json()) as {
    pro: { slug: string; nomSociete: string };
  };
  const iOS15 =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1';
  const page = await visitorPage(browser, testInfo, { userAgent: iOS15 });
  const errors = collectPageErrors(page);
  // The showcase's own widget is a salon's like any other: its picture leads to its page.
  await page.goto(framePath(SHOWCASE));
  await expect(page.getByRole('link', { name: 'Page de profil de Salon Lumière' })).toHaveAttribute(
    'href',
    '/rendez-vous-en-ligne/salon-lumiere-demo',
  );
  // A visitor's demo copy invites to sign up.
  await page.goto(framePath(pro.slug));
  await page.getByRole('button', { name: `Page de profil de ${pro.nomSociete}` }).click();
  const invite = page.getByRole('dialog');
  await expect(
    invite.getByRole('heading', { name: 'Commencez à partager vos disponibilités en vous inscrivant' }),
  ).toBeVisible();
  const signUp = invite.getByRole('link', { name: "Je m'inscris" });
  await expect(signUp).toHaveAttribute('href', '/rendez-vous-en-ligne-inscription');
  await expect(signUp).toHaveAttribute('target', '_blank');
  await invite.getByRole('button', { name: 'Je continue la visite' }).click();
  await expect(invite).toBeHidden();

  await page.getByRole('tab', { name: 'Rendez-vous' }).click();
  await expect(page.getByRole('button', { name: 'Semaine' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/version d’iOS antérieure à la 16/)).toBeVisible();
  await expect(page.locator('.w-week-grid')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Prochaine disponibilité');
  // Every visitor may switch back to the list.
  await page.getByRole('button', { name: 'Liste' }).click();
  await expect(page.locator('.w-accordion .w-slot').first()).toBeVisible();
  expect(errors).toEqual([]);
});
