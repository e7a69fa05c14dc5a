import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { mailedLink, mailSubjects } from './mailbox';

export const PRO_BASE = '/professionnel/rendez-vous-en-ligne/espaceprofessionnel';
export const SIGNUP_PATH = '/rendez-vous-en-ligne-inscription';
export const LOGIN_PATH = '/rendez-vous-en-ligne-connexion';
// The pages opened from the account e-mails (as in packages/core/src/account/recovery.ts).
export const SIGNUP_CONFIRM_PATH = '/rendez-vous-en-ligne-inscription-confirmation';
export const FORGOT_PASSWORD_PATH = '/rendez-vous-en-ligne-mot-de-passe-oublie';
export const RESET_PASSWORD_PATH = '/rendez-vous-en-ligne-nouveau-mot-de-passe';
export const EMAIL_UNDO_PATH = '/rendez-vous-en-ligne-identifiant-annulation';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Whether the screenshots kept for people to look at (e2e/artifacts) are taken: yes on a developer's
 * machine, no in CI (nobody opens them there, and about 400 captures, most of them full-page, cost minutes).
 * E2E_SNAPSHOTS=on or off overrides.
 */
export const SNAPSHOTS = process.env.E2E_SNAPSHOTS ? process.env.E2E_SNAPSHOTS !== 'off' : !process.env.CI;

/** Open overlays: PrimeReact popups, side panels and dialogs, and native dialogs. */
const OPEN_OVERLAY = '[class*="p-connected-overlay"], .p-component-overlay, dialog[open]';

/**
 * Screenshot into e2e/artifacts: the full page, unless an overlay is open. A full-page capture resizes the
 * viewport for a moment: PrimeReact closes its popups (date pickers, dropdowns, suggestions) on a window
 * resize, and fixed side panels relayout under the pointer, which made the next click miss.
 */
export async function snap(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage }: { fullPage?: boolean } = {},
): Promise<void> {
  // PrimeReact dialogs, side panels and toasts fade in: wait until no transition is running.
  await page.waitForFunction(
    () => !document.querySelector('[class*="-enter-active"], [class*="-exit-active"]'),
  );
  if (!SNAPSHOTS) return;
  const overlayOpen = (await page.locator(OPEN_OVERLAY).count()) > 0;
  await page.screenshot({
    path: `${artifacts}${testInfo.project.name}-${name}.png`,
    fullPage: fullPage ?? !overlayOpen,
  });
}

export interface NewPro {
  nomSociete: string;
  prenom: string;
  nom: string;
  email: string;
  password: string;
}

/** A professional nobody else uses: unique per test, project and run. */
export function newPro(testInfo: TestInfo, overrides: Partial<NewPro> = {}): NewPro {
  const unique = `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    nomSociete: 'Atelier Coiffure Léa',
    prenom: 'Léa',
    nom: 'Martin',
    email: `lea.${unique}@example.fr`,
    password: 'motdepasse-1',
    ...overrides,
  };
}

/**
 * Creates the account through the API and opens the activation link it was e-mailed, as its owner would;
 * with page.request the browser is logged in as it, too.
 */
export async function signUpViaApi(request: APIRequestContext, pro: NewPro): Promise<void> {
  const response = await request.post('/api/v1/auth/signup', {
    data: { ...pro, passwordConfirmation: pro.password, acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(202);
  const link = await mailedLink(pro.email, mailSubjects.signup, SIGNUP_CONFIRM_PATH);
  const confirmed = await request.post('/api/v1/auth/signup/confirm', {
    data: { token: link.split('#')[1] },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
}

/** The phone layout hides the navigation behind the menu button; opens it when it is there. */
async function openMenuIfPhone(page: Page): Promise<void> {
  // The top bar holds the menu button at every size (CSS hides it on a desktop): once the bar is shown,
  // the button's visibility says which layout this is. Checked earlier, right after a navigation, the
  // space may still be loading and the button not there yet on a phone.
  await expect(page.locator('.pro-topbar')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.locator('.pro-sidebar')).toBeVisible();
  }
}

/** Follows a navigation entry; `menuShot` names a screenshot taken with the navigation open. */
export async function goToScreen(page: Page, label: string, menuShot?: { testInfo: TestInfo; name: string }) {
  await openMenuIfPhone(page);
  if (menuShot) await snap(page, menuShot.testInfo, menuShot.name);
  await page
    .getByRole('navigation', { name: 'Navigation de l’espace professionnel' })
    .getByRole('link', { name: label })
    .filter({ visible: true })
    .click();
}

export async function logOut(page: Page): Promise<void> {
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(LOGIN_PATH);
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
