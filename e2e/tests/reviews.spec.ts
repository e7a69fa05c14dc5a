import { expect, test, type Page } from '@playwright/test';
import { PRO_BASE, snap } from '../support/app';
import { collectPageErrors, isPhone, parisDay } from '../support/calendar';
import { waitForMail } from '../support/mailbox';
import { fillDetails, framePath, pickServices, setUpBookableSalon, visitorPage } from '../support/widget';

/** The visitor books the salon's first slot in the booking frame. */
async function bookInWidget(visitor: Page, slug: string, who: Parameters<typeof fillDetails>[1]) {
  await visitor.goto(framePath(slug));
  await pickServices(visitor, ['Coupe homme']);
  await visitor.getByRole('button', { name: /^RESERVER CE(TTE|S) PRESTATIONS?$/ }).click();
  await visitor.getByRole('button', { name: '09:00 avec Julie' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
  await fillDetails(visitor, who);
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(visitor.getByRole('heading', { name: 'Votre rendez-vous est confirmé' })).toBeVisible();
}

test('a visitor books, the appointment passes, the e-mailed link takes the review; the salon replies, edits, reports; all public', async ({
  page,
  browser,
  context,
}, testInfo) => {
  const phone = isPhone(testInfo);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const salon = await setUpBookableSalon(page, testInfo);
  const name = salon.pro.nomSociete;

  // Before any review: the spec's empty state, and the entry in the navigation.
  await page.goto(`${PRO_BASE}/avis`);
  await expect(page.getByRole('heading', { name: 'LES AVIS' })).toBeVisible();
  await expect(page.getByText('PAS ENCORE D’AVIS SUR VOTRE PAGE DE PROFIL')).toBeVisible();
  await snap(page, testInfo, 'reviews-empty');

  const visitor = await visitorPage(browser, testInfo);
  const errors = collectPageErrors(visitor);
  const email = `lea.${testInfo.project.name}.${Date.now()}@example.fr`;
  await bookInWidget(visitor, salon.slug, {
    prenom: 'Léa',
    nom: 'Moreau',
    telPortable: '06 11 22 33 44',
    email,
  });

  // The test's set-up places the appointment yesterday, through the salon's calendar API: it is over.
  const {
    appointments: [appointment],
  } = (await (await page.request.get(`/api/v1/appointments?from=${salon.day}&to=${salon.day}`)).json()) as {
    appointments: { id: string }[];
  };
  await salon.api('PATCH', `/api/v1/appointments/${appointment!.id}`, {
    day: parisDay(-1),
    start: '10:00',
    end: '10:30',
    // A past appointment gets no reminder.
    notifySms: false,
    notifyMail: false,
  });

  // Within a second the server asks Léa, once, by e-mail, with a single-use link.
  const mail = await waitForMail(email, `Votre avis sur ${name}`);
  expect(mail.body).toContain('Bonjour Léa,');
  const link = /\/rendez-vous-en-ligne\/avis\/[\w-]+/.exec(mail.body)![0];

  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: `Votre avis sur ${name}` })).toBeVisible();
  await expect(visitor.getByText('Avis vérifié', { exact: false })).toBeVisible();
  // Nothing chosen: the form says what is missing and sends nothing.
  await visitor.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(visitor.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeVisible();
  await visitor.getByRole('radio', { name: '4 étoiles' }).check();
  await visitor.getByLabel('Votre avis').fill('Coupe nette, accueil souriant. <b>Je reviendrai</b> !');
  await snap(visitor, testInfo, 'review-form');
  await visitor.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(visitor.getByRole('heading', { name: 'Merci pour votre avis !' })).toBeVisible();

  // The profile page shows it, verified, with the appointment's date; the markup typed stays text.
  await visitor.getByRole('link', { name: 'Voir la page du salon' }).click();
  const reviewOnPage = visitor.locator('.pp-review').filter({ hasText: 'Coupe nette' });
  await expect(reviewOnPage).toContainText('Avis vérifié');
  await expect(reviewOnPage).toContainText('Rendez-vous du');
  await expect(reviewOnPage).toContainText('<b>Je reviendrai</b> !');
  await expect(visitor.locator('.pp-reviews-policy')).toContainText('Tous les avis sont publiés');

  // LES AVIS: the salon sees it (live), replies, then edits its reply.
  await expect(page.locator('.rv-card').filter({ hasText: 'Coupe nette' })).toBeVisible();
  const card = page.locator('.rv-card').filter({ hasText: 'Coupe nette' });
  await expect(card).toContainText('Avis vérifié');
  await card.getByRole('button', { name: 'Répondre' }).click();
  let dialog = page.getByRole('dialog', { name: 'Répondre à cet avis' });
  await dialog.getByLabel('Votre réponse, publiée sous l’avis').fill('Merci Léa, à bientôt !');
  await snap(page, testInfo, 'reviews-reply-dialog');
  await dialog.getByRole('button', { name: 'Répondre' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('.rv-reply')).toContainText('Merci Léa, à bientôt !');
  await card.getByRole('button', { name: 'Actions sur votre réponse' }).click();
  await page.getByRole('button', { name: 'Modifier' }).click();
  dialog = page.getByRole('dialog', { name: 'Modifier votre réponse' });
  await expect(dialog.getByLabel('Votre réponse, publiée sous l’avis')).toHaveValue('Merci Léa, à bientôt !');
  await dialog.getByLabel('Votre réponse, publiée sous l’avis').fill('Merci Léa, à très bientôt !');
  await dialog.getByRole('button', { name: 'Répondre' }).click();
  await expect(card.locator('.rv-reply')).toContainText('Merci Léa, à très bientôt !');

  // The reply shows publicly: on the profile page and in the widget's Informations tab.
  await visitor.reload();
  await expect(reviewOnPage).toContainText(`Réponse de ${name}`);
  await expect(reviewOnPage).toContainText('Merci Léa, à très bientôt !');
  await reviewOnPage.scrollIntoViewIfNeeded();
  await snap(visitor, testInfo, 'review-on-profile', { fullPage: false });
  await visitor.goto(framePath(salon.slug));
  // The rating in the header leads to the reviews, in the Informations tab.
  await visitor.getByRole('button', { name: /1 avis/ }).click();
  await expect(visitor.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.locator('#wx-reviews')).toHaveAttribute('open', '');
  const inWidget = visitor.locator('.wx-review').filter({ hasText: 'Coupe nette' });
  await expect(inWidget).toContainText('Avis vérifié');
  await expect(inWidget).toContainText('Merci Léa, à très bientôt !');
  await snap(visitor, testInfo, 'review-in-widget');

  // Partager: a link that opens the page on that review.
  if (!phone) {
    await card.getByRole('button', { name: 'Actions sur cet avis' }).click();
    await page.getByRole('button', { name: 'Partager' }).click();
    await expect(page.getByText('Lien de l’avis copié')).toBeVisible();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(new RegExp(`/rendez-vous-en-ligne/${salon.slug}\\?avis=[\\w-]+$`));
    await visitor.goto(shared);
    await expect(visitor.locator('.pp-review-shared')).toContainText('Coupe nette');
    await expect(visitor.locator('.pp-review-shared')).toContainText('Avis partagé');
    await snap(visitor, testInfo, 'review-shared', { fullPage: false });
  }

  // Signaler: with a reason; the review stays published; there is no way to delete it.
  await card.getByRole('button', { name: 'Actions sur cet avis' }).click();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Signaler' }).click();
  dialog = page.getByRole('dialog', { name: 'Signaler cet avis' });
  await expect(dialog.getByRole('button', { name: 'Signaler' })).toBeDisabled();
  await dialog.getByLabel('Il ne parle pas de la prestation').check();
  await snap(page, testInfo, 'reviews-report-dialog');
  await dialog.getByRole('button', { name: 'Signaler' }).click();
  await expect(card).toContainText('Signalé le');
  await snap(page, testInfo, 'reviews-list');
  await visitor.goto(`/rendez-vous-en-ligne/${salon.slug}`);
  await expect(visitor.locator('.pp-review').filter({ hasText: 'Coupe nette' })).toBeVisible();

  // The link served once: opened again, it says so.
  await visitor.goto(link);
  await expect(
    visitor.getByText('Vous avez déjà donné votre avis sur ce rendez-vous. Merci !'),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Publier mon avis' })).toHaveCount(0);
  await snap(visitor, testInfo, 'review-link-used');
  expect(errors).toEqual([]);
});
