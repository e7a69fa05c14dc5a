import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';

// 25 listed salons of one town, written straight into the server's database (the search index follows any
// write): more than one page of the directory (20). Each Playwright project (desktop, phone) runs on the
// same database: its own postcode keeps its salons apart.
const postcode = (project: string) => (project === 'phone' ? '18101' : '18100');
const names = Array.from({ length: 25 }, (_, i) => `Institut Pagination ${String(i + 1).padStart(2, '0')}`);

function seed(code: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'quickrdv.sqlite'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString();
  const insert = db.prepare(
    `insert into pros (id, slug, email, password_hash, nom_societe, nom, prenom, profession, ville, code_postal,
      onboarding_done, created_at, updated_at)
     values (?, ?, ?, null, ?, 'Test', 'Léa', 'Esthéticienne', 'Vierzon', ?, 1, ?, ?)`,
  );
  db.transaction(() => {
    for (const name of names) {
      const id = randomUUID();
      const slug = `institut-pagination-${id.slice(0, 8)}`;
      insert.run(id, slug, `${id}@example.fr`, name, code, now, now);
    }
  })();
  db.close();
}

test('a visitor sees more results with ‘Voir plus de résultats’', async ({ page }, testInfo) => {
  const code = postcode(testInfo.project.name);
  seed(code);
  await page.goto(`/?q=vierzon+${code}`);
  const cards = page.getByRole('list', { name: 'Résultats de la recherche' }).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  await expect(
    page.getByRole('status').filter({ hasText: '20 premiers professionnels trouvés' }),
  ).toBeVisible();
  await expect(cards.first()).toContainText(names[0]!);

  await page.getByRole('button', { name: 'Voir plus de résultats' }).click();
  await expect(cards).toHaveCount(25);
  await expect(cards.last()).toContainText(names[24]!);
  await expect(page.getByRole('status').filter({ hasText: '25 professionnels trouvés' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voir plus de résultats' })).toBeHidden();
});
