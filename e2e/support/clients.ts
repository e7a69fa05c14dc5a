import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { PRO_BASE } from './app';
import { isPhone, type Salon } from './calendar';

export const CLIENTS_PATH = `${PRO_BASE}/mesclients`;

export interface SeedClient {
  nom: string;
  prenom: string;
  telPortable?: string;
  email?: string;
}

/** Adds clients through the API (the browser's session); returns their ids in the same order. */
export async function seedClients(salon: Salon, clients: SeedClient[]): Promise<string[]> {
  const ids: string[] = [];
  for (const client of clients)
    ids.push(((await salon.api('POST', '/api/v1/clients', client)) as { id: string }).id);
  return ids;
}

export async function openClients(page: Page): Promise<void> {
  await page.goto(CLIENTS_PATH);
  await expect(page.getByRole('heading', { name: 'MES CLIENTS' })).toBeVisible();
}

/** A client's line in the list: a table row on desktop, an expandable row on phones. */
export function clientRow(page: Page, nom: string): Locator {
  return page.locator('[data-client-id]').filter({ hasText: nom.toUpperCase() });
}

/** Chooses an action of the floating menu ('Ajouter/Client', 'Importer/Exporter'). */
export async function fab(page: Page, label: string): Promise<void> {
  const dial = page.locator('.clients-fab');
  await dial.getByRole('button', { name: 'Menu des clients' }).click();
  await dial.getByRole('button', { name: label, exact: true }).click();
}

/** On phones a row's actions show once it is expanded: expands it (if needed) and returns it. */
export async function openRow(page: Page, testInfo: TestInfo, nom: string): Promise<Locator> {
  const row = clientRow(page, nom);
  if (isPhone(testInfo)) {
    const head = row.locator('.clients-card-head');
    if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
    await expect(head).toHaveAttribute('aria-expanded', 'true');
  }
  return row;
}

/** The open side panel or dialog. */
export const sidePanel = (page: Page) => page.locator('.p-sidebar');
export const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
