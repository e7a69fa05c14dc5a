import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { PRO_BASE, snap } from '../support/app';
import { collectPageErrors, openDemo, setUpSalon } from '../support/calendar';
import { openClients, openRow, seedClients } from '../support/clients';
import { framePath, setUpBookableSalon, widgetShot } from '../support/widget';

/** The visitor always chats from a phone, whatever the project; the professional uses the project's screen. */
async function phoneVisitor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { locale, timezoneId, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale,
    timezoneId,
    baseURL,
  });
  return context.newPage();
}

/** Opens 'Chattez avec nous !' in the widget's Informations tab. */
async function openWidgetChat(visitor: Page, slug: string) {
  await visitor.goto(framePath(slug));
  await visitor.getByRole('tab', { name: 'Informations' }).click();
  await visitor.getByText('Chattez avec nous !').click();
  return visitor.getByRole('textbox', { name: 'Votre message' });
}

test('a visitor writes from the widget on a phone and the salon answers from its Chat page, both live', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  const errors = collectPageErrors(page);
  await page.goto(`${PRO_BASE}/chat`);
  await expect(page.getByRole('heading', { name: 'CHAT' })).toBeVisible();
  await expect(page.getByText('Aucune conversation pour l’instant.', { exact: false })).toBeVisible();

  const visitor = await phoneVisitor(browser, testInfo);
  const visitorErrors = collectPageErrors(visitor);
  const composer = await openWidgetChat(visitor, salon.slug);
  await expect(visitor.getByText('Salon en ligne')).toBeVisible();

  // Formatting from the toolbar: bold on, a word, bold off, then a list.
  await composer.click();
  await visitor.getByRole('button', { name: 'Gras' }).click();
  await composer.pressSequentially('Bonjour');
  await visitor.getByRole('button', { name: 'Gras' }).click();
  await composer.pressSequentially(' ! Deux questions :');
  await composer.press('Shift+Enter');
  await visitor.getByRole('button', { name: 'Liste à puces' }).click();
  await composer.pressSequentially('un créneau samedi ?');
  await composer.press('Enter'); // inside a list, Enter adds an item
  await composer.pressSequentially('le prix du brushing ?');
  await visitor.getByRole('button', { name: 'Envoyer' }).click();
  const sent = visitor.locator('.cm-mine .cm-bubble').last();
  await expect(sent.locator('strong')).toHaveText('Bonjour');
  await expect(sent.locator('li')).toHaveText(['un créneau samedi ?', 'le prix du brushing ?']);
  await expect(visitor.getByText('Envoi…')).toHaveCount(0);
  await widgetShot(visitor, testInfo, 'chat-sent');

  // The salon's list shows it at once, unread, with the latest message.
  const conversation = page.getByRole('button', { name: /Visiteur [0-9A-F]{4}/ });
  await expect(conversation).toContainText('Bonjour ! Deux questions');
  await expect(conversation.locator('.chat-badge')).toHaveText('1');
  await conversation.click();
  const received = page.locator('.cm-theirs .cm-bubble').last();
  await expect(received.locator('strong')).toHaveText('Bonjour');
  await expect(received.locator('li')).toHaveCount(2);
  await expect(conversation.locator('.chat-badge')).toHaveCount(0); // read once opened

  // The answer, in italics with an emoji from the picker.
  const proComposer = page.getByRole('textbox', { name: /Votre message/ });
  await proComposer.click();
  await page.getByRole('button', { name: 'Italique' }).click();
  await proComposer.pressSequentially('Oui, samedi à 10 h');
  await page.getByRole('button', { name: 'Italique' }).click();
  await page.getByRole('button', { name: 'Emojis' }).click();
  await page.getByRole('button', { name: '😀' }).click();
  await proComposer.press('Enter');
  await expect(page.locator('.cm-mine .cm-bubble em').last()).toHaveText('Oui, samedi à 10 h');
  await snap(page, testInfo, 'chat-page');

  const answer = visitor.locator('.cm-theirs .cm-bubble').last();
  await expect(answer.locator('em')).toHaveText('Oui, samedi à 10 h');
  await expect(answer).toContainText('😀');
  await widgetShot(visitor, testInfo, 'chat-answered');

  // The visitor's thread survives a reload (browser copy and server history).
  await visitor.reload();
  await openWidgetChat(visitor, salon.slug);
  await expect(visitor.locator('.cm-theirs .cm-bubble em')).toHaveText('Oui, samedi à 10 h');
  expect(errors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await visitor.context().close();
});

test('a visitor is told when the salon is offline; the message waits and opens Chat direct when the salon is back', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo); // signed up through the API: no screen open
  const visitor = await phoneVisitor(browser, testInfo);
  const composer = await openWidgetChat(visitor, salon.slug);
  await expect(visitor.getByRole('status').filter({ hasText: 'Le salon n’est pas connecté' })).toBeVisible();
  await expect(visitor.getByText('Salon hors ligne')).toBeVisible();
  await composer.click();
  await composer.pressSequentially('Êtes-vous ouverts lundi ?');
  await composer.press('Enter');
  await expect(visitor.locator('.cm-mine .cm-bubble').last()).toHaveText('Êtes-vous ouverts lundi ?');
  await expect(visitor.getByText('Envoi…')).toHaveCount(0);
  await widgetShot(visitor, testInfo, 'chat-offline');

  // Back in the space: the home says a message waits; the visitor sees the salon online.
  await page.goto(`${PRO_BASE}/accueil`);
  await expect(page.getByText('1 message non lu dans le chat')).toBeVisible();
  await expect(visitor.getByText('Salon en ligne')).toBeVisible();
  await expect(visitor.getByText('Le salon n’est pas connecté', { exact: false })).toHaveCount(0);

  // A new message opens 'Chat direct' at the bottom right, on the visitor's thread.
  await composer.pressSequentially('Merci !');
  await composer.press('Enter');
  const dock = page.getByRole('dialog', { name: /Chat direct/ });
  await expect(dock).toBeVisible();
  await expect(dock.locator('.cm-theirs .cm-bubble')).toHaveText(['Êtes-vous ouverts lundi ?', 'Merci !']);
  await snap(page, testInfo, 'chat-dock');
  await dock.getByRole('textbox', { name: /Votre message/ }).click();
  await dock.getByRole('textbox', { name: /Votre message/ }).pressSequentially('Oui, dès 9 h.');
  await dock.getByRole('button', { name: 'Envoyer' }).click();
  await expect(visitor.locator('.cm-theirs .cm-bubble').last()).toHaveText('Oui, dès 9 h.');
  await expect(page.getByText('message non lu dans le chat')).toHaveCount(0);
  await visitor.context().close();
});

test('the profile page opens the same chat from its button, and both chats pass axe', async ({
  page,
  browser,
}, testInfo) => {
  const salon = await setUpBookableSalon(page, testInfo);
  const visitor = await phoneVisitor(browser, testInfo);
  const composer = await openWidgetChat(visitor, salon.slug);
  await composer.click();
  await composer.pressSequentially('Depuis le widget');
  await composer.press('Enter');
  await expect(visitor.locator('.cm-mine .cm-bubble')).toHaveText(['Depuis le widget']);
  await expectAccessible(visitor, 'widget chat');

  // Same browser, same salon: the profile page's chat is the same thread (one visitor id per salon).
  await visitor.goto(`/rendez-vous-en-ligne/${salon.slug}`);
  await visitor.getByRole('button', { name: 'Chattez avec nous !' }).click();
  const panel = visitor.getByRole('region', { name: 'Chattez avec nous !' });
  await expect(panel.locator('.cm-mine .cm-bubble')).toHaveText(['Depuis le widget']);
  const second = panel.getByRole('textbox', { name: 'Votre message' });
  await second.click();
  await second.pressSequentially('Depuis la page');
  await second.press('Enter');
  await expect(panel.locator('.cm-mine .cm-bubble')).toHaveText(['Depuis le widget', 'Depuis la page']);
  await expect(panel.getByText('Envoi…')).toHaveCount(0);
  await expectAccessible(visitor, 'profile chat');
  await widgetShot(visitor, testInfo, 'profile-chat');
  await panel.getByRole('button', { name: 'Fermer le chat' }).click();
  await expect(visitor.getByRole('button', { name: 'Chattez avec nous !' })).toBeVisible();

  await page.goto(`${PRO_BASE}/chat`);
  await page.getByRole('button', { name: /Visiteur [0-9A-F]{4}/ }).click();
  await expect(page.locator('.cm-theirs .cm-bubble')).toHaveText(['Depuis le widget', 'Depuis la page']);
  await visitor.context().close();
});

test('in the demo, a visitor of the demo copy reaches its Chat page', async ({ page, browser }, testInfo) => {
  await openDemo(page);
  await page.goto('/demo/chat');
  await expect(page.getByRole('heading', { name: 'CHAT' })).toBeVisible();
  const { pro } = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    pro: { slug: string };
  };

  const visitor = await phoneVisitor(browser, testInfo);
  const composer = await openWidgetChat(visitor, pro.slug);
  await expect(visitor.getByText('Salon en ligne')).toBeVisible();
  await composer.click();
  await composer.pressSequentially('Bonjour la démo');
  await composer.press('Enter');
  await page.getByRole('button', { name: /Visiteur [0-9A-F]{4}/ }).click();
  await expect(page.locator('.cm-theirs .cm-bubble')).toHaveText(['Bonjour la démo']);
  await expect(page).toHaveURL(/\/demo\/chat\?conversation=/);
  await visitor.context().close();
});

test('the salon writes to a known client from MES CLIENTS, and the message leaves by e-mail', async ({
  page,
}, testInfo) => {
  const salon = await setUpSalon(page, testInfo);
  await seedClients(salon, [{ nom: 'Moreau', prenom: 'Luc', email: 'luc.moreau@example.fr' }]);
  await openClients(page);
  const row = await openRow(page, testInfo, 'Moreau');
  await row.getByRole('button', { name: 'Autres actions pour Moreau Luc' }).click();
  await page.getByRole('menuitem', { name: 'Chatter (par e-mail)' }).click();

  const dock = page.getByRole('dialog', { name: /Chat direct · Luc Moreau|Chat direct · Moreau Luc/ });
  await expect(dock.getByText('Aucun message. Écrivez le premier.')).toBeVisible();
  await expect(dock.getByText('vos messages lui sont envoyés par e-mail', { exact: false })).toBeVisible();
  const composer = dock.getByRole('textbox', { name: /Votre message/ });
  await composer.click();
  await dock.getByRole('button', { name: 'Souligné' }).click();
  await composer.pressSequentially('Votre commande est arrivée');
  await composer.press('Enter');
  await expect(dock.locator('.cm-mine .cm-bubble u')).toHaveText('Votre commande est arrivée');
  await snap(page, testInfo, 'chat-client');

  // Sent by the job worker: in the outbox (no SMTP in this run) once the job has run.
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/v1/outbox?limit=10');
      return ((await reply.json()) as { messages: { body: string }[] }).messages
        .map((m) => m.body)
        .join('\n');
    })
    .toContain('Votre commande est arrivée');
  await page.goto(`${PRO_BASE}/chat`);
  await expect(page.getByRole('button', { name: /Luc Moreau|Moreau Luc/ })).toContainText(
    'Vous : Votre commande est arrivée',
  );
});

/** axe-core (WCAG 2.0/2.1 A and AA): no serious or critical violation in what the page shows. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary}`));
  expect(blocking, `axe on ${state}`).toEqual([]);
}
