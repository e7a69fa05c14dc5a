import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newPro, PRO_BASE, signUpViaApi, snap } from '../support/app';
import { completeSetupViaApi } from '../support/backoffice';
import { isPhone, parisDay, setUpSalon } from '../support/calendar';

// These specs see the space as a new professional does: the tour and the assistant's box as they come.
const freshStorage = (tour: 'on' | 'off') => ({
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
      localStorage: tour === 'off' ? [{ name: 'qrdv.tour.autostart', value: 'off' }] : [],
    },
  ],
});

/** The assistant's box, opened if the layout shows it collapsed (phones). */
async function openAssistant(page: Page) {
  const box = page.getByRole('region', { name: 'Chat Bot IA' });
  const launcher = page.getByRole('button', { name: 'Ouvrir le Chat Bot IA' });
  await expect(box.or(launcher).first()).toBeVisible();
  if (await launcher.isVisible()) await launcher.click();
  await expect(box).toBeVisible();
  return box;
}

test.describe('the assistant', () => {
  test.use({ storageState: freshStorage('off') });

  test('answers a question with the steps and opens the screen it names', async ({ page }, testInfo) => {
    const pro = newPro(testInfo);
    await signUpViaApi(page.request, pro);
    await completeSetupViaApi(page.request);
    await page.goto(`${PRO_BASE}/accueil`);
    if (isPhone(testInfo)) {
      // Collapsed on a phone: the home stays readable.
      await expect(page.getByRole('button', { name: 'Ouvrir le Chat Bot IA' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Chat Bot IA' })).toHaveCount(0);
    }
    const box = await openAssistant(page);
    await expect(box.getByText('Bonjour Léa, comment puis-je vous aider ?')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Démarrer la visite guidée' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Ou mes disponibilités seront visibles ?' })).toBeVisible();

    const input = box.getByRole('textbox', { name: 'Votre question' });
    await expect(input).toHaveAttribute('placeholder', 'Posez une question...');
    await expect(box.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await input.fill('comment ajouter une employee ?');
    await box.getByRole('button', { name: 'Envoyer' }).click();
    const reply = box.getByRole('log');
    await expect(reply.getByRole('heading', { name: 'Ajouter un membre du personnel' })).toBeVisible();
    await expect(reply.getByText('Ajouter un membre du personnel', { exact: false }).first()).toBeVisible();

    await input.fill('quelle est la recette des crêpes');
    await input.press('Enter');
    await expect(
      reply.getByText('Je ne sais pas répondre à cette question.', { exact: false }),
    ).toBeVisible();
    await snap(page, testInfo, 'assistant-answers');
    // The box with a reply and a 'je ne sais pas': no serious accessibility violation (WCAG 2.1 AA).
    const axe = await new AxeBuilder({ page })
      .include('.assistant-dock')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await reply.getByRole('link', { name: 'Ouvrir Mon personnel' }).click();
    await expect(page).toHaveURL(`${PRO_BASE}/monpersonnel`);
    await expect(page.getByRole('heading', { name: 'MON PERSONNEL' })).toBeVisible();
    // On a phone the box steps aside for the screen it opened.
    if (isPhone(testInfo)) await expect(page.getByRole('region', { name: 'Chat Bot IA' })).toHaveCount(0);
  });

  test('opens by itself on the home only: the working screens start with it collapsed', async ({
    page,
  }, testInfo) => {
    const pro = newPro(testInfo);
    await signUpViaApi(page.request, pro);
    await completeSetupViaApi(page.request);
    const box = page.getByRole('region', { name: 'Chat Bot IA' });
    const launcher = page.getByRole('button', { name: 'Ouvrir le Chat Bot IA' });
    await page.goto(`${PRO_BASE}/montage`);
    await expect(launcher).toBeVisible();
    await expect(box).toHaveCount(0);
    await page.goto(`${PRO_BASE}/accueil`);
    if (isPhone(testInfo)) await expect(launcher).toBeVisible();
    else await expect(box).toBeVisible();
  });

  test('opens Chat direct and shows where the page is visible', async ({ page }, testInfo) => {
    const pro = newPro(testInfo);
    await signUpViaApi(page.request, pro);
    await completeSetupViaApi(page.request);
    await page.goto(`${PRO_BASE}/accueil`);
    let box = await openAssistant(page);
    await box.getByRole('button', { name: 'Chatter avec un client' }).click();
    if (isPhone(testInfo)) {
      // 960px or less: the CHAT page, its box stepped aside.
      await expect(page).toHaveURL(`${PRO_BASE}/chat`);
      await expect(page.getByRole('heading', { name: 'CHAT' })).toBeVisible();
      await expect(page.getByText('Aucune conversation pour l’instant.', { exact: false })).toBeVisible();
    } else {
      // Wider: MES CLIENTS, where a conversation with a client starts, and Chat direct's list beside.
      await expect(page).toHaveURL(`${PRO_BASE}/mesclients`);
      const dock = page.getByRole('dialog', { name: 'Chat direct' });
      await expect(dock.getByText('Aucune conversation pour l’instant.', { exact: false })).toBeVisible();
      await dock.getByRole('button', { name: 'Fermer' }).click();
      await expect(dock).toHaveCount(0);
    }
    // Away from the home, the box steps aside on a desktop too (it would stand over the working screen).
    box = await openAssistant(page);
    await box.getByRole('button', { name: 'Ou mes disponibilités seront visibles ?' }).click();
    const menu = page.getByRole('dialog', { name: 'Ou mes disponibilités seront visibles ?' });
    await expect(menu.getByRole('link', { name: 'Annuaire' })).toBeVisible();
    // Not a full-page capture: its resize would close the menu.
    await snap(page, testInfo, 'assistant-where-menu', { fullPage: false });
    await menu.getByRole('link', { name: 'Widget' }).click();
    await expect(page).toHaveURL(`${PRO_BASE}/pageperso?vue=widget`);
    await expect(page.getByText('Code du widget à copier dans votre site')).toBeVisible();
  });
});

test.describe('the assistant in the demo', () => {
  test.use({ storageState: freshStorage('off') });

  test('greets the visitor, links inside the demo, and says when it cannot be reached', async ({
    page,
  }, testInfo) => {
    await page.goto('/demo');
    await expect(page).toHaveURL('/demo/accueil');
    // The address changes before the home is drawn: until then the layout still shows the launcher of the
    // page it came from, and the box that opens by itself on the home would take it away mid-click.
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
    const box = await openAssistant(page);
    await expect(box.getByText('Bonjour visiteur, comment puis-je vous aider ?')).toBeVisible();
    await expect(box.getByRole('link', { name: 'Je souhaite m’inscrire' })).toHaveAttribute(
      'href',
      '/rendez-vous-en-ligne-inscription',
    );
    const input = box.getByRole('textbox', { name: 'Votre question' });
    // The help chunk cannot be downloaded (offline): the specification's message, and the next try works.
    await page.route(/help-engine-[^/]*\.js$/, (route) => route.abort());
    await input.fill('ajouter une prestation');
    await input.press('Enter');
    await expect(box.getByRole('alert')).toHaveText('Erreur de connexion avec l’intelligence artificielle.');
    await page.unroute(/help-engine-[^/]*\.js$/);
    await input.fill('ajouter une prestation');
    await input.press('Enter');
    const link = box.getByRole('link', { name: 'Ouvrir Mes prestations' });
    await expect(link).toHaveAttribute('href', '/demo/prestations');
    await snap(page, testInfo, 'assistant-demo', { fullPage: false });
    await link.click();
    await expect(page).toHaveURL('/demo/prestations');
  });
});

test.describe('the guided tour', () => {
  test.use({ storageState: freshStorage('on') });

  test('starts at the first visit, can be left and resumed, and runs to its end', async ({
    page,
  }, testInfo) => {
    const pro = newPro(testInfo);
    await signUpViaApi(page.request, pro);
    await completeSetupViaApi(page.request);
    await page.goto(`${PRO_BASE}/accueil`);
    const bubble = page.locator('.driver-popover');
    await expect(bubble.getByText('Bienvenue dans votre espace Quick RDV')).toBeVisible();
    await bubble.getByRole('button', { name: 'Suivant' }).click();
    await expect(bubble.getByText('Le menu')).toBeVisible();
    await bubble.getByRole('button', { name: 'Suivant' }).click();
    await expect(bubble.getByText('Mes horaires', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'tour-hours');
    // Left on the third step...
    await page.keyboard.press('Escape');
    await expect(bubble).toHaveCount(0);
    // ...it does not start again by itself, and 'Démarrer la visite guidée' resumes it there.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bonjour Léa' })).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(bubble).toHaveCount(0);
    const box = await openAssistant(page);
    await box.getByRole('button', { name: 'Démarrer la visite guidée' }).click();
    await expect(bubble.getByText('Mes horaires', { exact: true })).toBeVisible();
    for (const title of [
      'Mes prestations',
      'Mon personnel',
      'Calendrier',
      'Ma page',
      'Accueil',
      'Une question ?',
    ]) {
      await bubble.getByRole('button', { name: 'Suivant' }).click();
      await expect(bubble.getByText(title, { exact: true })).toBeVisible();
    }
    await snap(page, testInfo, 'tour-last-step');
    await bubble.getByRole('button', { name: 'Terminer' }).click();
    await expect(bubble).toHaveCount(0);
    const saved = await page.evaluate(() =>
      Object.entries(localStorage).find(
        ([key]) => key.startsWith('qrdv.tour.') && key !== 'qrdv.tour.autostart',
      ),
    );
    expect(JSON.parse(saved![1]).status).toBe('done');
  });
});

test.describe('the home', () => {
  test.use({ storageState: freshStorage('off') });

  test('shows today’s and the next appointments, linked to their day in the calendar', async ({
    page,
  }, testInfo) => {
    const salon = await setUpSalon(page, testInfo);
    const client = (await salon.api('POST', '/api/v1/clients', { nom: 'Durand', prenom: 'Élodie' })) as {
      id: string;
    };
    // Late this evening (tomorrow when the evening has come), and in two days.
    const parisHour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Europe/Paris' }).format(
        new Date(),
      ),
    );
    const first = parisHour < 22 ? parisDay(0) : parisDay(1);
    for (const [day, start, end] of [
      [first, '23:00', '23:45'],
      [parisDay(2), '10:00', '10:30'],
    ] as const) {
      await salon.api('POST', '/api/v1/appointments', {
        clientId: client.id,
        day,
        start,
        end,
        staffId: salon.staff[0]!.id,
        serviceIds: [salon.services[0]!.id],
      });
    }
    await page.goto(`${PRO_BASE}/accueil`);
    // The assistant's box opens on a desktop at the first visit; collapsed, it is remembered.
    const collapse = page.getByRole('button', { name: 'Réduire le Chat Bot IA' });
    const launcher = page.getByRole('button', { name: 'Ouvrir le Chat Bot IA' });
    await expect(collapse.or(launcher).first()).toBeVisible();
    if (await collapse.isVisible()) await collapse.click();
    const card = page.locator('.home-appointments');
    await expect(card.getByRole('heading', { name: 'Vos rendez-vous' })).toBeVisible();
    const links = card.getByRole('link', { name: /Élodie Durand/ });
    await expect(links).toHaveCount(2);
    await expect(links.first()).toContainText('23:00 – 23:45');
    await expect(page.locator('.home-usage')).toContainText('disponibilités publiées');
    await expect(page.locator('.home-reviews')).toBeVisible();
    await snap(page, testInfo, 'home-appointments');
    await links.first().click();
    await expect(page).toHaveURL(`${PRO_BASE}/calendrierclient?datefromclient=${first}`);
  });
});
