import { expect, test, type Page } from '@playwright/test';
import { goToScreen, snap } from '../support/app';
import { makePng, makeTransparentPng } from '../support/backoffice';
import { collectPageErrors, isPhone } from '../support/calendar';
import { setUpBookableSalon } from '../support/widget';

const MONTAGE = '/professionnel/rendez-vous-en-ligne/espaceprofessionnel/montage';
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Personnaliser la page' });
const blocksOf = (page: Page, section: string) =>
  page
    .locator(`.me-section[data-section="${section}"] > .me-block`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-block')));

/** Opens one of the sidebar's accordion panels ('Fond', 'Widgets', 'Thèmes') unless it is open. */
async function openPanel(page: Page, name: string) {
  const header = sidebar(page).locator('.p-accordion-header').filter({ hasText: name });
  if (!(await header.getAttribute('class'))?.includes('p-highlight')) await header.locator('a').click();
  await expect(header).toHaveClass(/p-highlight/);
}

/** Opens the sidebar: closed by default on a phone, open on a desktop until closed. */
async function openSidebar(page: Page, phone: boolean) {
  // Phones start with it closed; anywhere, closing it leaves the 'Personnaliser' button to reopen it.
  const reopen = page.getByRole('button', { name: 'Personnaliser', exact: true });
  if (phone) await reopen.click();
  else await expect(sidebar(page).or(reopen)).toBeVisible();
  if (await reopen.isVisible()) await reopen.click();
  await expect(sidebar(page)).toBeVisible();
}

/** Sends the pending changes: 'Modifier la page ?' on closing the sidebar (desktop), OUI on a phone. */
async function confirmChanges(page: Page, phone: boolean) {
  // The last save's toast (3 s) must be gone, or it would stand for this one's, next to it.
  const saved = page.getByText('Page enregistrée');
  await expect(saved).toHaveCount(0);
  if (phone) {
    await sidebar(page).getByRole('button', { name: 'Fermer le panneau' }).click();
    const snackbar = page.getByRole('status').filter({ hasText: 'Enregistrer les modifications ?' });
    await snackbar.getByRole('button', { name: 'OUI' }).click();
    await expect(saved).toBeVisible();
    await expect(snackbar).toHaveCount(0);
    return;
  }
  await sidebar(page).getByRole('button', { name: 'Fermer le panneau' }).click();
  const dialog = page.locator('.p-confirm-dialog').filter({ hasText: 'Modifier la page ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(saved).toBeVisible();
}

test('the salon rearranges its page, hides a block, picks a theme, colours and background, and the public page shows it', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const errors = collectPageErrors(page);
  const salon = await setUpBookableSalon(page, testInfo);
  await page.goto('/professionnel/rendez-vous-en-ligne/espaceprofessionnel/pageperso');
  await page.getByRole('link', { name: 'Personnaliser la page' }).click();
  await expect(page).toHaveURL(new RegExp(`${MONTAGE}$`));
  await openSidebar(page, phone);
  await expect.poll(() => blocksOf(page, 'section3')).toEqual(['AccordionPrestaBlock', 'AvisBlock']);

  // The reviews block moves to the first section: with the keyboard on a desktop (dnd-kit's keyboard
  // sensor), by dragging its handle on a phone (pointer events).
  const handle = page.getByRole('button', { name: 'Déplacer le bloc Avis' });
  if (phone) {
    await page.getByRole('button', { name: 'Fermer le panneau' }).click();
    const target = page.getByRole('button', { name: 'Déplacer le bloc Présentation' });
    await target.scrollIntoViewIfNeeded();
    const to = (await target.boundingBox())!;
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Upwards in steps (the page scrolls as the block nears the top); then onto the presentation block.
    for (let step = 1; step <= 30 && !(await blocksOf(page, 'section1')).includes('AvisBlock'); step++) {
      await page.mouse.move(from.x + 10, Math.max(5, from.y - step * 40), { steps: 2 });
    }
    const over = (await target.boundingBox()) ?? to;
    await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2, { steps: 5 });
    await page.mouse.up();
  } else {
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up (dnd-kit marks the handle pressed); its keyboard sensor listens to the arrows one timer
    // later, and measures where the block now is once React has drawn it: one key at a time, as a person
    // presses them, each after two frames (CI once saw the block back in its place after 20 quick presses).
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    const settle = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await settle();
    for (let i = 0; i < 20 && !(await blocksOf(page, 'section1')).includes('AvisBlock'); i++) {
      await page.keyboard.press('ArrowUp');
      await settle();
    }
    await page.keyboard.press('Space');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  }
  await expect.poll(() => blocksOf(page, 'section1')).toContain('AvisBlock');
  await expect.poll(() => blocksOf(page, 'section3')).toEqual(['AccordionPrestaBlock']);
  // The map can become a block of its own, placed at the end of the last section.
  await page.getByRole('button', { name: 'En faire un bloc à placer' }).click();
  await expect.poll(() => blocksOf(page, 'section3')).toEqual(['AccordionPrestaBlock', 'MapBlock']);
  if (phone) await openSidebar(page, phone);

  // Widgets: the team block is hidden (shown dimmed here, gone from the public page).
  await openPanel(page, 'Widgets');
  await sidebar(page).getByRole('switch', { name: 'Afficher le bloc Équipe' }).click();
  await expect(page.locator('.me-block[data-block="EquipeBlock"] .me-hidden-tag')).toHaveText('Masqué');

  // Themes: each one is a different look; Thème Design reveals the line colour.
  await openPanel(page, 'Thèmes');
  const canvas = page.locator('.me-canvas');
  for (const [name, cls] of [
    ['Thème Urbain', 'pp-theme2'],
    ['Thème Light', 'pp-theme4'],
    ['Thème Primal', 'pp-theme1'],
    ['Thème Design', 'pp-theme3'],
  ] as const) {
    await sidebar(page).getByRole('radio', { name }).click();
    await expect(canvas).toHaveClass(new RegExp(cls));
  }
  await expect(sidebar(page).getByLabel('Couleur des lignes')).toBeVisible();
  await sidebar(page).getByLabel('Couleur des lignes').fill('#e91e63');
  await sidebar(page).getByLabel('Couleur des widgets').fill('#00ff00');

  // Background: a colour and a picture, through the photos' upload path.
  await openPanel(page, 'Fond');
  await sidebar(page).getByLabel('Couleur de fond').fill('#fdf6ec');
  await page.locator('#me-bg-image').setInputFiles(await makePng(page, 'fond.png', 800, 500, 200));
  await expect(sidebar(page).locator('.me-image-preview')).toBeVisible();
  // A logo is often small: 160 × 60 is taken as it is (photos need 350 px), its transparency kept.
  await page.locator('#me-logo').setInputFiles(await makeTransparentPng(page, 'logo.png', 160, 60));
  await expect(sidebar(page).locator('.me-image-preview')).toHaveCount(2);
  await snap(page, testInfo, 'montage-editing');
  await confirmChanges(page, phone);

  // Saved: a reload shows the same page, and so does the public page.
  await page.reload();
  await expect(
    page.locator('.me-section[data-section="section1"] > .me-block[data-block="AvisBlock"]'),
  ).toHaveCount(1);
  const publicPage = await page.context().newPage();
  // The page's pictures as the browser asks for them (logo and background).
  const pictures: string[] = [];
  publicPage.on('request', (request) => {
    if (request.url().includes('/api/v1/uploads/page/'))
      pictures.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await publicPage.goto(`/rendez-vous-en-ligne/${salon.slug}`);
  const root = publicPage.locator('.pp-page');
  await expect(root).toHaveClass(/pp-theme3/);
  await expect(root).toHaveCSS('background-image', /\/api\/v1\/uploads\/page\/[0-9a-f-]+\.jpg/);
  const logo = publicPage.locator('img.pp-logo');
  // Stored as a PNG; shown from its copy at the size shown (srcset), the file itself never downloaded.
  await expect(logo).toHaveAttribute('src', /\/api\/v1\/uploads\/page\/[0-9a-f-]+\.png$/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/api\/v1\/uploads\/page\/[0-9a-f-]+\.png\?w=160$/);
  expect(pictures.filter((url) => /\.png$/.test(url))).toEqual([]);
  // Shown at the same size as before: 40 px high, so 107 wide.
  const logoBox = (await logo.boundingBox())!;
  expect(Math.round(logoBox.height)).toBe(40);
  expect(Math.round(logoBox.width)).toBe(107);
  // The copy has the whole picture (160 × 60 is taken as it is, never enlarged), read at its own pixels
  // (the image's naturalWidth is divided by the srcset's density).
  expect(
    await logo.evaluate(async (img: HTMLImageElement) => {
      const copy = new Image();
      copy.src = img.currentSrc;
      await copy.decode();
      return [copy.naturalWidth, copy.naturalHeight];
    }),
  ).toEqual([160, 60]);
  // Drawn as it was made: transparent corners (no white box), an opaque mark.
  const alphaOf = (x: number, y: number) =>
    logo.evaluate(
      async (img: HTMLImageElement, [x, y]) => {
        const copy = new Image();
        copy.src = img.currentSrc;
        await copy.decode();
        const canvas = document.createElement('canvas');
        canvas.width = copy.naturalWidth;
        canvas.height = copy.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(copy, 0, 0);
        return context.getImageData(x!, y!, 1, 1).data[3];
      },
      [x, y],
    );
  expect(await alphaOf(0, 0)).toBe(0);
  expect(await alphaOf(159, 59)).toBe(0);
  expect(await alphaOf(159, 0)).toBe(0);
  expect(await alphaOf(30, 15)).toBe(255);
  expect(await alphaOf(100, 30)).toBe(255);
  // The background: on a phone a copy (640 px wide on this 1x screen) instead of the whole JPEG.
  await expect.poll(() => pictures.filter((url) => /\.jpg(\?|$)/.test(url))).toHaveLength(1);
  const background = pictures.find((url) => /\.jpg(\?|$)/.test(url))!;
  if (phone) expect(background).toMatch(/\.jpg\?w=640$/);
  else expect(background).toMatch(/\.jpg$/);
  await expect(
    publicPage.locator('[data-section="section1"] #avis-titre, [data-section="section1"] #avis'),
  ).not.toHaveCount(0);
  await expect(publicPage.locator('#equipe')).toHaveCount(0);
  await expect(
    publicPage.locator('[data-section="section3"] #plan, [data-section="section3"] #plan-titre'),
  ).not.toHaveCount(0);
  // Bright green buttons get black text (white on it would be unreadable).
  await expect(root).toHaveCSS('--pp-accent-fg', '#000000');
  await snap(publicPage, testInfo, 'montage-public-page');
  // The booking frame takes the salon's colour too (darkened until text on it and in it is readable).
  const frame = await page.context().newPage();
  await frame.goto(`/rendez-vous-en-ligne/cadreindividuel/${salon.slug}`);
  await expect(frame.locator('main.widget')).toHaveAttribute('style', /--accent: #[0-9a-f]{6}/);
  expect(errors).toEqual([]);
});

test('the salon colours a block’s header, the public page shows it, and Couleur par défaut takes it back', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const errors = collectPageErrors(page);
  const salon = await setUpBookableSalon(page, testInfo);
  // The page's header colour (#D3D3D3 until the owner changes it), and the one picked for the reviews.
  const pageHeader = 'rgb(211, 211, 211)';
  const picked = 'rgb(170, 51, 0)';
  await page.goto(MONTAGE);
  await openSidebar(page, phone);
  await openPanel(page, 'Widgets');
  const avisColor = sidebar(page).getByLabel('Couleur du bloc Avis', { exact: true });
  const avisDefault = sidebar(page).getByRole('button', { name: 'Couleur par défaut pour le bloc Avis' });
  await expect(avisColor).toHaveValue('#d3d3d3');
  await expect(avisDefault).toHaveCount(0);
  await avisColor.fill('#aa3300');
  // The editor's page shows it at once, with white text on it; the other blocks keep the page's colour.
  const preview = page.locator('.me-canvas');
  await expect(preview.locator('#avis-titre')).toHaveCSS('background-color', picked);
  await expect(preview.locator('#avis-titre')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(preview.locator('#horaires-titre')).toHaveCSS('background-color', pageHeader);
  await expect(avisDefault).toBeVisible();
  // The company block has no title bar: its band takes the colour.
  await sidebar(page).getByLabel('Couleur du bloc Société', { exact: true }).fill('#1e88e5');
  const band = (root: Page) =>
    root.locator('#societe').evaluate((el) => getComputedStyle(el, '::before').backgroundColor);
  await expect.poll(() => band(page)).toBe('rgb(30, 136, 229)');
  await snap(page, testInfo, 'montage-block-colours');
  await confirmChanges(page, phone);

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/rendez-vous-en-ligne/${salon.slug}`);
  await expect(publicPage.locator('#avis-titre')).toHaveCSS('background-color', picked);
  await expect(publicPage.locator('#horaires-titre')).toHaveCSS('background-color', pageHeader);
  await expect.poll(() => band(publicPage)).toBe('rgb(30, 136, 229)');
  await snap(publicPage, testInfo, 'montage-block-colours-public');

  // 'Couleur par défaut': the reviews' header is the page's colour again, here and once saved.
  await openSidebar(page, phone);
  await openPanel(page, 'Widgets');
  await expect(avisColor).toHaveValue('#aa3300');
  await avisDefault.click();
  await expect(avisDefault).toHaveCount(0);
  await expect(avisColor).toHaveValue('#d3d3d3');
  await expect(preview.locator('#avis-titre')).toHaveCSS('background-color', pageHeader);
  await confirmChanges(page, phone);
  await publicPage.reload();
  await expect(publicPage.locator('#avis-titre')).toHaveCSS('background-color', pageHeader);
  await expect.poll(() => band(publicPage)).toBe('rgb(30, 136, 229)');

  // 'Réinitialiser' takes every block back to the page's colour.
  await openSidebar(page, phone);
  await sidebar(page).getByRole('button', { name: 'Réinitialiser' }).click();
  await expect.poll(() => band(page)).toBe(pageHeader);
  await confirmChanges(page, phone);
  await publicPage.reload();
  await expect(publicPage.locator('#avis-titre')).toHaveCSS('background-color', pageHeader);
  await expect.poll(() => band(publicPage)).toBe(pageHeader);
  expect(errors).toEqual([]);
});

test('a stale save from a second tab is refused with a clear message and a way to reload', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  await setUpBookableSalon(page, testInfo);
  await page.goto(MONTAGE);
  const second = await page.context().newPage();
  await second.goto(MONTAGE);

  await openSidebar(page, phone);
  await openPanel(page, 'Thèmes');
  await sidebar(page).getByRole('radio', { name: 'Thème Urbain' }).click();
  await confirmChanges(page, phone);

  await openSidebar(second, phone);
  await openPanel(second, 'Thèmes');
  await sidebar(second).getByRole('radio', { name: 'Thème Light' }).click();
  await sidebar(second)
    .getByRole('button', { name: /^Enregistrer/ })
    .click();
  const stale = second.locator('.me-stale');
  await expect(stale).toContainText('Votre page a été modifiée entre-temps');
  await expect(stale).toBeVisible();
  await snap(second, testInfo, 'montage-stale');
  await stale.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(second.locator('.me-canvas')).toHaveClass(/pp-theme2/);
});

// Apart from the two-tab test: together they loaded the editor four times, too long for one test on a busy CI.
test('Réinitialiser restores the defaults, on the public page too', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  const salon = await setUpBookableSalon(page, testInfo);
  await page.goto(MONTAGE);
  await openSidebar(page, phone);
  await openPanel(page, 'Thèmes');
  await sidebar(page).getByRole('radio', { name: 'Thème Urbain' }).click();
  await confirmChanges(page, phone);

  // 'Réinitialiser' queues the defaults; saved, the public page is back to Thème Primal.
  await openSidebar(page, phone);
  await sidebar(page).getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(page.locator('.me-canvas')).toHaveClass(/pp-theme1/);
  await confirmChanges(page, phone);
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/rendez-vous-en-ligne/${salon.slug}`);
  await expect(publicPage.locator('.pp-page')).toHaveClass(/pp-theme1/);
});

test('unsaved changes: NON on a phone drops them; leaving on a desktop asks first', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  await setUpBookableSalon(page, testInfo);
  await page.goto(MONTAGE);
  await openSidebar(page, phone);
  await openPanel(page, 'Thèmes');
  await sidebar(page).getByRole('radio', { name: 'Thème Urbain' }).click();
  await expect(page.locator('.me-canvas')).toHaveClass(/pp-theme2/);
  if (phone) {
    await sidebar(page).getByRole('button', { name: 'Fermer le panneau' }).click();
    const snackbar = page.getByRole('status').filter({ hasText: 'Enregistrer les modifications ?' });
    await snap(page, testInfo, 'montage-snackbar');
    await snackbar.getByRole('button', { name: 'NON' }).click();
    await expect(snackbar).toHaveCount(0);
    await expect(page.locator('.me-canvas')).toHaveClass(/pp-theme1/);
    return;
  }
  await goToScreen(page, 'Mes photos');
  const dialog = page.locator('.unsaved-dialog');
  await expect(dialog.getByRole('button', { name: 'Quitter sans enregistrer' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester' }).click();
  await expect(page).toHaveURL(new RegExp(`${MONTAGE}$`));
  await expect(page.locator('.me-canvas')).toHaveClass(/pp-theme2/);
  // Closing the sidebar asks 'Modifier la page ?'; 'Annuler les modifications' drops them.
  await sidebar(page).getByRole('button', { name: 'Fermer le panneau' }).click();
  await page
    .locator('.p-confirm-dialog')
    .filter({ hasText: 'Modifier la page ?' })
    .getByRole('button', { name: 'Annuler les modifications' })
    .click();
  await expect(page.locator('.me-canvas')).toHaveClass(/pp-theme1/);
});

test('at 1200px, the spec’s mobile width, the editor is the mobile one: sidebar closed, then the snackbar', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await setUpBookableSalon(page, testInfo);
  await page.goto(MONTAGE);
  await expect(page.locator('.me-canvas')).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await openSidebar(page, true);
  await openPanel(page, 'Thèmes');
  await sidebar(page).getByRole('radio', { name: 'Thème Urbain' }).click();
  await sidebar(page).getByRole('button', { name: 'Fermer le panneau' }).click();
  const snackbar = page.getByRole('status').filter({ hasText: 'Enregistrer les modifications ?' });
  await expect(snackbar).toBeVisible();
  await expect(page.locator('.p-confirm-dialog')).toHaveCount(0);
  await snap(page, testInfo, 'montage-1200-snackbar');
  await snackbar.getByRole('button', { name: 'OUI' }).click();
  await expect(page.getByText('Page enregistrée')).toBeVisible();
});
