import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 10, item 7: every page logged a Content-Security-Policy violation because zod probes `new Function`
 * (our CSP forbids eval). The web entry configures zod jitless before any schema is built; no page may
 * report a violation, whether as a `securitypolicyviolation` event or as a console message.
 */

const PAGES = [
  ['home', '/'],
  ['profile', '/rendez-vous-en-ligne/salon-lumiere-demo'],
  ['booking frame', '/rendez-vous-en-ligne/cadreindividuel/salon-lumiere-demo'],
  ['sign-up', '/rendez-vous-en-ligne-inscription'],
  ['professional space (demo): services', '/demo/prestations'],
  ['professional space (demo): business details', '/demo/coordonnees'],
] as const;

/** Records violations from the first script on, in the page and in every frame. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation;
      report?.(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|unsafe-eval/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  // The map provider is outside the test machine's reach.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<body>Carte</body>' }),
  );
});

for (const [name, url] of PAGES) {
  test(`the ${name} page reports no CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // The page really ran its scripts (React rendered), so a silent failure to load is not a pass.
    await expect(page.locator('#root > :not(.p-toast), #widget-root > *').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('the watcher itself sees a violation the page causes', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // An inline script: refused by the same policy (script-src 'self'), so it must be reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
