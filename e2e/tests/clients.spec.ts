import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { goToScreen, PRO_BASE, snap } from '../support/app';
import { collectPageErrors, dayTitle, isPhone, openDemo, parisDay, setUpSalon } from '../support/calendar';
import { clientRow, dialog, fab, openClients, openRow, seedClients, sidePanel } from '../support/clients';

/** Serious or critical axe-core violations (WCAG 2.0/2.1 A and AA, label in name) of what the page shows. */
async function axeBlocking(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

/** Full years from a birth day to today in Paris. */
function ageToday(birth: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = parisDay().split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

test('adds a client only once the server accepts it, finds clients without accents or by letter, edits one', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  await seedClients(salon, [
    { nom: 'Dubois', prenom: 'Élodie', telPortable: '06 11 22 33 44', email: 'elodie.dubois@example.fr' },
    { nom: 'Martin', prenom: 'Zoé' },
    { nom: 'Écrin', prenom: 'Paul' },
  ]);
  await page.goto(`${PRO_BASE}/accueil`);
  await expect(page.getByRole('heading', { name: /Bonjour/ })).toBeVisible();
  await goToScreen(page, 'Mes clients');
  await expect(page).toHaveURL(/\/mesclients$/);
  await expect(page.getByText('3 CLIENT(S) AU TOTAL')).toBeVisible();
  // Sorted by nom, accents folded: DUBOIS, ÉCRIN, MARTIN.
  await expect(page.locator('[data-client-id]')).toHaveCount(3);
  await expect(page.locator('[data-client-id]').first()).toContainText('DUBOIS');
  await expect(page.locator('[data-client-id]').nth(1)).toContainText('ÉCRIN');
  await snap(page, testInfo, 'clients-list');

  // 'Ajouter/Client': refused while a field is wrong, nothing added; then added.
  await fab(page, 'Ajouter/Client');
  const panel = sidePanel(page);
  await expect(panel.getByRole('heading', { name: 'Ajouter un client' })).toBeVisible();
  await expect(page.locator('.clients-fab')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await expect(panel.getByText('Veuillez saisir le nom du client.')).toBeVisible();
  await expect(panel.getByText('Veuillez saisir le prénom du client.')).toBeVisible();
  await panel.getByLabel('Nom *', { exact: true }).fill('Durand');
  await panel.getByLabel('Prénom *').fill('Sophie');
  await panel.getByLabel('Téléphone portable').fill('0612345678');
  await panel.getByLabel('E-mail').fill('sophie@');
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await expect(panel.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  await expect(page.getByText('3 CLIENT(S) AU TOTAL')).toBeAttached();
  await panel.getByLabel('E-mail').fill('sophie.durand@example.fr');
  const birth = page.locator('#client-dateNaissance');
  await birth.fill('15/03/1990');
  await birth.press('Tab');
  await expect(panel.getByText(`${ageToday('1990-03-15')} ans`)).toBeVisible();
  await snap(page, testInfo, 'clients-add');
  await panel.getByRole('button', { name: 'Ajouter' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('4 CLIENT(S) AU TOTAL')).toBeVisible();
  await expect(clientRow(page, 'Durand')).toContainText('06 12 34 56 78');
  await expect(page.locator('.clients-fab')).toBeVisible();

  // Search on the server: accents and case ignored, first names too.
  const search = page.getByRole('searchbox', { name: 'Rechercher par nom' });
  await search.fill('elodie');
  await expect(page.locator('[data-client-id]')).toHaveCount(1);
  await expect(clientRow(page, 'Dubois')).toBeVisible();
  await snap(page, testInfo, 'clients-search');
  await search.fill('ecrin');
  await expect(page.locator('[data-client-id]')).toHaveCount(1);
  await expect(clientRow(page, 'Écrin')).toBeVisible();
  await search.fill('');
  await expect(page.locator('[data-client-id]')).toHaveCount(4);

  // The letter bar: letters without a client are greyed; 'Afficher tout' brings everyone back.
  const letters = page.getByRole('navigation', { name: 'Filtrer par lettre' });
  await expect(letters.getByRole('button', { name: 'Clients dont le nom commence par Z' })).toBeDisabled();
  await expect(letters.getByRole('button', { name: 'Clients dont le nom commence par E' })).toBeEnabled();
  await letters.getByRole('button', { name: 'Clients dont le nom commence par D' }).click();
  await expect(page.locator('[data-client-id]')).toHaveCount(2);
  await expect(clientRow(page, 'Martin')).toHaveCount(0);
  await snap(page, testInfo, 'clients-letter');
  await letters.getByRole('button', { name: 'Afficher tout' }).click();
  await expect(page.locator('[data-client-id]')).toHaveCount(4);

  // Edit: 'Modifier {nom} {prenom}' with every field filled in.
  const row = await openRow(page, testInfo, 'Durand');
  await row.getByRole('button', { name: 'Modifier Durand Sophie' }).click();
  await expect(panel.getByRole('heading', { name: 'Modifier Durand Sophie' })).toBeVisible();
  await expect(panel.getByLabel('E-mail')).toHaveValue('sophie.durand@example.fr');
  await expect(panel.getByText(`${ageToday('1990-03-15')} ans`)).toBeVisible();
  await panel.getByLabel('Prénom *').fill('Sophia');
  await panel.getByLabel('Notes').fill('Préfère les rendez-vous le matin.');
  await snap(page, testInfo, 'clients-edit');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel).toBeHidden();
  await expect(clientRow(page, 'Durand')).toContainText('SOPHIA');
  expect(errors).toEqual([]);
});

test('deletes a client after confirmation, saying their future appointment will be cancelled; the appointment link opens the calendar', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  const [dupontId] = await seedClients(salon, [
    { nom: 'Dupont', prenom: 'Marie', telPortable: '06 98 76 54 32' },
    { nom: 'Leroy', prenom: 'Jean' },
  ]);
  const day = parisDay(6);
  await salon.api('POST', '/api/v1/appointments', {
    clientId: dupontId,
    day,
    start: '15:00',
    end: '15:45',
    staffId: salon.staff[0]!.id,
    serviceIds: [salon.services[1]!.id],
  });
  await openClients(page);

  // 'Voir Rendez-vous' ('RDV' on smaller screens; listed in the expanded row on phones).
  let row = await openRow(page, testInfo, 'Dupont');
  if (!isPhone(testInfo)) await row.getByRole('button', { name: /Voir Rendez-vous\s*1/ }).click();
  const link = page.getByRole('link', { name: /à 15:00/ });
  await expect(link).toBeVisible();
  await expect(link).toContainText('Brushing');
  await snap(page, testInfo, 'clients-appointments', { fullPage: false });

  // Cancelling the deletion changes nothing.
  row = await openRow(page, testInfo, 'Dupont');
  if (!isPhone(testInfo)) await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Supprimer Dupont Marie' }).click();
  const confirm = dialog(page, 'Supprimer ce client ?');
  await expect(confirm.getByText('Son rendez-vous à venir sera annulé')).toBeVisible();
  await snap(page, testInfo, 'clients-delete-confirm');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Supression rejetée')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('2 CLIENT(S) AU TOTAL')).toBeVisible();

  // The appointment's link opens the calendar on its day.
  row = await openRow(page, testInfo, 'Dupont');
  if (!isPhone(testInfo)) await row.getByRole('button', { name: /Voir Rendez-vous\s*1/ }).click();
  await page.getByRole('link', { name: /à 15:00/ }).click();
  await expect(page).toHaveURL(new RegExp(`calendrierclient\\?datefromclient=${day}$`));
  await expect(page.locator('.cal-title')).toHaveText(dayTitle(testInfo, day));
  const appointment = page.locator('.cal-event-appointment').filter({ hasText: 'Dupont Marie' });
  await expect(appointment).toBeVisible();

  // And back: the appointment's 'Voir la fiche client' opens this client's record in MES CLIENTS.
  await appointment.click();
  const calendarPanel = page.locator('.cal-panel');
  await expect(
    calendarPanel.getByRole('heading', { name: 'Modifier le rendez-vous du client Dupont Marie' }),
  ).toBeVisible();
  await calendarPanel.getByRole('link', { name: 'Voir la fiche client' }).click();
  await expect(page).toHaveURL(new RegExp(`/mesclients\\?client=${dupontId}$`));
  const record = sidePanel(page);
  await expect(record.getByRole('heading', { name: 'Modifier Dupont Marie' })).toBeVisible();
  await expect(record.getByLabel('Téléphone portable')).toHaveValue('06 98 76 54 32');
  await snap(page, testInfo, 'clients-record-from-calendar');
  await record.getByRole('button', { name: 'Annuler' }).click();
  await expect(record).toBeHidden();
  // Closed, it stays closed: the link's request is forgotten.
  await expect(page).toHaveURL(/\/mesclients$/);

  // Confirmed: the client goes, and so does the appointment.
  await openClients(page);
  row = await openRow(page, testInfo, 'Dupont');
  await row.getByRole('button', { name: 'Supprimer Dupont Marie' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Le client a bien été supprimé.')).toBeVisible();
  await expect(clientRow(page, 'Dupont')).toHaveCount(0);
  await expect(page.getByText('1 CLIENT(S) AU TOTAL')).toBeVisible();
  const left = await page.request.get(`/api/v1/appointments?from=${day}&to=${day}`);
  expect(((await left.json()) as { appointments: unknown[] }).appointments).toHaveLength(0);
  expect(errors).toEqual([]);
});

test('the demo salon has the same client book', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await openDemo(page);
  // The menu button (phones) must be there before goToScreen looks for it.
  await expect(page.locator('.pro-topbar')).toBeVisible();
  await goToScreen(page, 'Mes clients');
  await expect(page).toHaveURL(/\/demo\/mesclients$/);
  await expect(page.getByText(/\d+ CLIENT\(S\) AU TOTAL/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher par nom' }).fill('ines');
  await expect(clientRow(page, 'Petit')).toBeVisible();
  await snap(page, testInfo, 'clients-demo');
  expect(await axeBlocking(page)).toEqual([]);
  await fab(page, 'Ajouter/Client');
  await sidePanel(page).getByRole('button', { name: 'Ajouter' }).click();
  await expect(sidePanel(page).getByText('Veuillez saisir le nom du client.')).toBeVisible();
  expect(await axeBlocking(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a long client book loads 50 clients at a time as one scrolls', async ({ page }, testInfo) => {
  await setUpSalon(page, testInfo);
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { csrfToken: string };
  const rows = Array.from({ length: 120 }, (_, i) => `Client${String(i).padStart(3, '0')};Test`);
  const imported = await page.request.post('/api/v1/clients/import?duplicates=skip', {
    headers: { 'content-type': 'text/csv', 'x-csrf-token': session.csrfToken },
    data: Buffer.from(['Nom;Prénom', ...rows].join('\r\n')),
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await openClients(page);
  await expect(page.getByText('120 CLIENT(S) AU TOTAL')).toBeVisible();
  const lines = page.locator('[data-client-id]');
  await expect(lines).toHaveCount(50);
  await expect(page.getByText('50 sur 120')).toBeVisible();
  await page.getByText('50 sur 120').scrollIntoViewIfNeeded();
  await expect(lines).toHaveCount(100);
  await page.getByText('100 sur 120').scrollIntoViewIfNeeded();
  await expect(lines).toHaveCount(120);
  await expect(page.getByRole('button', { name: 'Afficher plus' })).toHaveCount(0);
  await expect(lines.last()).toContainText('CLIENT119');
});
