import { expect, test } from '@playwright/test';
import { snap } from '../support/app';
import { SHOWCASE } from '../support/widget';

// The showcase salon seeded with SEED_DEMO (apps/server/src/features/demo/demo-salon.data.ts).
const SALON = 'Salon Lumière';

test('a visitor finds a professional by name, trade, city or postcode from the home page', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const search = page.getByLabel('Rechercher un professionnel, un métier, une ville ou un code postal');
  await expect(search).toBeInViewport();
  const results = page.getByRole('list', { name: 'Résultats de la recherche' });
  const salon = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SALON }) });

  // Typing is enough: the search runs after a short pause, and the query goes into the address.
  await search.fill('lumi');
  await expect(salon).toBeVisible();
  await expect(page).toHaveURL(/\/\?q=lumi$/);
  await expect(salon).toContainText('Coiffeuse');
  await expect(salon).toContainText('Lyon 69003');
  await expect(salon.getByRole('link', { name: SALON })).toHaveAttribute(
    'href',
    `/rendez-vous-en-ligne/${SHOWCASE}`,
  );
  await expect(salon.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
    'href',
    `/rendez-vous-en-ligne/cadreindividuel/${SHOWCASE}`,
  );
  await snap(page, testInfo, 'home-directory');

  await search.fill('lyon');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?q=lyon$/);
  await expect(salon).toBeVisible();

  await search.fill('69003');
  await expect(page).toHaveURL(/\/\?q=69003$/);
  await expect(salon).toBeVisible();

  // A trade, as visitors say it, with the town.
  await search.fill('coiffeur lyon');
  await expect(page).toHaveURL(/\/\?q=coiffeur\+lyon$/);
  await expect(salon).toBeVisible();

  // An empty search browses every professional, by name, a page at a time (other tests add salons).
  await search.fill('');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?q=$/);
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /professionnels? trouvés?/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /professionnels? trouvés?/ })).toBeVisible();

  await search.fill('Coiffure introuvable');
  await expect(page.getByRole('status')).toContainText(
    /Aucun professionnel ne correspond à «\s?Coiffure introuvable\s?»/,
  );
  await expect(results).toBeHidden();
  await snap(page, testInfo, 'home-directory-empty');

  await search.fill('a'.repeat(101));
  await expect(page.getByRole('alert')).toHaveText('La recherche ne doit pas dépasser 100 caractères.');
  await snap(page, testInfo, 'home-directory-too-long');

  // A shared address shows its results; following a result and coming back brings them back.
  await page.goto('/?q=lumi');
  await expect(search).toHaveValue('lumi');
  await salon.getByRole('link', { name: SALON }).click();
  await expect(page).toHaveURL(`/rendez-vous-en-ligne/${SHOWCASE}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/\?q=lumi$/);
  await expect(search).toHaveValue('lumi');
  await expect(salon).toBeVisible();

  // The first query of a visit adds one history entry, refining it does not: back leads to the plain home page.
  await page.goto('/');
  await search.fill('ly');
  await expect(page).toHaveURL(/\/\?q=ly$/);
  await search.fill('lyon');
  await expect(page).toHaveURL(/\/\?q=lyon$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(search).toHaveValue('');
  await expect(results).toBeHidden();
});

test('favourites stay in this browser until the trash button removes them', async ({ page }, testInfo) => {
  await page.goto('/');
  const favourites = page.getByRole('region', { name: 'Mes favoris' });
  await expect(favourites).toContainText('Aucun favori pour l’instant.');

  await page.getByLabel('Rechercher un professionnel, un métier, une ville ou un code postal').fill('lumi');
  const salon = page
    .getByRole('list', { name: 'Résultats de la recherche' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SALON }) });
  await salon.getByRole('button', { name: `Ajouter ${SALON} à mes favoris` }).click();
  await expect(salon.getByRole('button', { name: `Retirer ${SALON} de mes favoris` })).toBeVisible();
  const favourite = favourites.getByRole('listitem').filter({ hasText: SALON });
  await expect(favourite).toContainText('Coiffeuse · Lyon');
  await expect(favourite.getByRole('link', { name: SALON })).toHaveAttribute(
    'href',
    `/rendez-vous-en-ligne/${SHOWCASE}`,
  );
  await expect(favourite.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
    'href',
    `/rendez-vous-en-ligne/cadreindividuel/${SHOWCASE}`,
  );

  // Kept across a reload, on a page without any search.
  await page.goto('/');
  await expect(favourite).toBeVisible();
  await snap(page, testInfo, 'home-directory-favourites');

  await favourite.getByRole('button', { name: `Retirer ${SALON} de mes favoris` }).click();
  await expect(favourite).toHaveCount(0);
  await expect(favourites).toContainText('Aucun favori pour l’instant.');
  await page.reload();
  await expect(favourites).toContainText('Aucun favori pour l’instant.');
  await expect(favourites.getByRole('listitem')).toHaveCount(0);
});
