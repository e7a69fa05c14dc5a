import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { snap } from '../support/app';
import { framePath, pickServices, SHOWCASE } from '../support/widget';

/**
 * Runs axe-core (WCAG 2.0 and 2.1, levels A and AA) on what the page shows now and records every serious or
 * critical violation as a soft failure, printed one line per element, so one run lists every state at fault.
 */
async function expectAccessible(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  // Dialogs and panels fade in: a half-transparent frame would report contrasts nobody sees.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name): axe ships this rule as experimental, so it runs only when asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = blocking.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `[${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
  await snap(page, testInfo, `a11y-${state.replace(/\W+/g, '-')}`);
  expect.soft(lines, `axe on ${state}:\n${lines.join('\n')}`).toEqual([]);
}

test('the home page has no serious accessibility violation', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The directory lists the showcase salon once its search answered.
  await expect(page.getByText('Salon Lumière').first()).toBeVisible();
  await expectAccessible(page, testInfo, 'home');
});

test('the showcase profile has no serious accessibility violation', async ({ page }, testInfo) => {
  await page.goto(`/rendez-vous-en-ligne/${SHOWCASE}`);
  await expect(page.getByRole('heading', { name: 'Salon Lumière', level: 1 })).toBeVisible();
  await expect(
    page.frameLocator('iframe.pp-frame').getByRole('heading', { name: 'Salon Lumière', level: 1 }),
  ).toBeVisible();
  await expectAccessible(page, testInfo, 'profile');
});

test('the booking frame has no serious accessibility violation: tabs, dialog, form with errors', async ({
  page,
}, testInfo) => {
  await page.goto(framePath(SHOWCASE));
  await expect(page.getByRole('heading', { name: 'Salon Lumière', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prestations' })).toHaveAttribute('aria-selected', 'true');
  await pickServices(page, ['Brushing']);
  await expectAccessible(page, testInfo, 'widget-prestations');

  await page.getByRole('button', { name: 'RESERVER CETTE PRESTATION' }).click();
  await expect(page.getByRole('tab', { name: 'Rendez-vous' })).toHaveAttribute('aria-selected', 'true');
  const slot = page.locator('.w-accordion .w-slot').first();
  await expect(slot).toBeVisible();
  await expectAccessible(page, testInfo, 'widget-rendez-vous-list');
  // Choosing a team member paints the frame in their colour: Yanis's emerald and Léa's amber are light.
  for (const member of ['Yanis', 'Léa']) {
    await page.getByRole('button', { name: member, exact: true }).click();
    await expect(page.getByRole('button', { name: member, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectAccessible(page, testInfo, `widget-rendez-vous-${member}`);
  }
  await page.getByRole('button', { name: 'Tous', exact: true }).click();
  await page.getByRole('button', { name: 'Semaine' }).click();
  // The days shown may have no slot (a weekend, late at night): the widget then offers the next free day.
  const weekSlot = page.locator('.w-week-grid .w-slot').first();
  const nextFree = page.getByText(/^Prochaine disponibilité :/);
  await expect(weekSlot.or(nextFree).first()).toBeVisible();
  if (await nextFree.isVisible()) await nextFree.click();
  await expect(weekSlot).toBeVisible();
  await expectAccessible(page, testInfo, 'widget-rendez-vous-week');
  await page.getByRole('button', { name: 'Liste' }).click();

  await slot.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Valider le rendez-vous' })).toBeVisible();
  await expectAccessible(page, testInfo, 'widget-dialog');

  await dialog.getByRole('button', { name: 'Valider le rendez-vous' }).click();
  await dialog.getByRole('button', { name: /^Confirmer le rendez-vous/ }).click();
  await expect(dialog.getByText('Veuillez corriger les champs signalés.')).toBeVisible();
  await expectAccessible(page, testInfo, 'widget-form-errors');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Informations' }).click();
  await expect(page.getByRole('tab', { name: 'Informations' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, testInfo, 'widget-informations');
});

test('the weekly calendar’s confirmation panel has no serious accessibility violation', async ({
  page,
}, testInfo) => {
  await page.goto(framePath(SHOWCASE));
  await pickServices(page, ['Brushing']);
  await page.getByRole('button', { name: 'RESERVER CETTE PRESTATION' }).click();
  await page.getByRole('button', { name: 'Semaine' }).click();
  // As above: the days shown may have no slot, the widget then offers the next free day.
  const weekSlot = page.locator('.w-week-grid .w-slot').first();
  const nextFree = page.getByText(/^Prochaine disponibilité :/);
  await expect(weekSlot.or(nextFree).first()).toBeVisible();
  if (await nextFree.isVisible()) await nextFree.click();
  // From the keyboard, as a screen reader's user would.
  await weekSlot.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirmer ce créneau' });
  await confirm.getByText("Voir les prestations que j'ai sélectionnées").click();
  await expect(confirm.getByText('Brushing')).toBeVisible();
  await expectAccessible(page, testInfo, 'widget-week-confirm');
  await confirm.getByRole('button', { name: "J'abandonne" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(weekSlot).toBeFocused();
});

test('the manage page has no serious accessibility violation', async ({ page }, testInfo) => {
  const profile = (await (await page.request.get(`/api/v1/public/pros/${SHOWCASE}`)).json()) as {
    serviceCategories: { services: { id: string; name: string }[] }[];
  };
  const service = profile.serviceCategories.flatMap((c) => c.services).find((s) => s.name === 'Brushing')!;
  // As public-manage-embed.spec.ts: a random slot, retried when the other project took it first.
  let manageUrl: string | null = null;
  for (let attempt = 0; attempt < 5 && !manageUrl; attempt++) {
    const search = await page.request.get(
      `/api/v1/public/pros/${SHOWCASE}/slots?days=14&serviceIds=${service.id}`,
    );
    const { days } = (await search.json()) as { days: { slots: { id: string; maxMinutes: number }[] }[] };
    const slots = days.flatMap((d) => d.slots).filter((s) => s.maxMinutes >= 30);
    const response = await page.request.post(`/api/v1/public/pros/${SHOWCASE}/bookings`, {
      data: {
        slotId: slots[Math.floor(Math.random() * slots.length)]!.id,
        serviceIds: [service.id],
        prenom: 'Chloé',
        nom: 'Durand',
        telPortable: '06 12 34 56 78',
        email: 'chloe.durand@example.fr',
        acceptTerms: true,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    manageUrl = ((await response.json()) as { booking: { manageUrl: string } }).booking.manageUrl;
  }
  expect(manageUrl, 'a slot of the showcase could be booked').toBeTruthy();

  await page.goto(new URL(manageUrl!).pathname);
  await expect(page.getByText('Confirmé', { exact: true })).toBeVisible();
  await expectAccessible(page, testInfo, 'manage');
  await page.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').locator('.move-day').first()).toBeVisible();
  await expectAccessible(page, testInfo, 'manage-move');
  const choice = page.getByRole('dialog').locator('.move-slot').first();
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, testInfo, 'manage-move-chosen');
});
