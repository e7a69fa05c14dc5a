import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { snap } from '../support/app';
import { collectPageErrors, setUpSalon } from '../support/calendar';
import { fab, openClients, openRow, seedClients, sidePanel } from '../support/clients';

/** Windows-1252, as French Excel saves 'CSV (séparateur : point-virgule)' (these characters are all Latin-1). */
const windows1252 = (text: string) => Buffer.from(text, 'latin1');

const generated = Array.from({ length: 10 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return `Vasseur${n};Inès;07 00 00 00 ${n};ines${n}@example.fr;`;
});
const frenchExcelFile = windows1252(
  [
    'Nom;Prénom;Téléphone portable;E-mail;Date de naissance',
    'Lefèvre;Hélène;06 22 33 44 55;helene.lefevre@example.fr;02/05/1985',
    '"Garçon; Fils";Léo;;leo@example.fr;',
    'Sansprenom;;;pas-un-mail;',
    'Dubois;Élodie;0611223344;elodie@example.fr;',
    ...generated,
  ].join('\r\n') + '\r\n',
);

test('imports a French Excel CSV with a preview, merges a duplicate, then exports the book', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const salon = await setUpSalon(page, testInfo);
  await seedClients(salon, [{ nom: 'Dubois', prenom: 'Élodie', telPortable: '06 11 22 33 44' }]);
  await openClients(page);
  await fab(page, 'Importer/Exporter');
  const panel = sidePanel(page);
  await expect(panel.getByRole('heading', { name: 'Importer/Exporter' })).toBeVisible();
  await expect(page.locator('.clients-fab')).toHaveCount(0);
  const file = panel.locator('input[type="file"]');

  // A file the import cannot read says why, and offers no import.
  await file.setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Prénom;Email\nA;b\n'),
  });
  await expect(panel.getByText(/Aucune colonne « Nom » trouvée/)).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Importer \d+ client/ })).toHaveCount(0);

  await file.setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: frenchExcelFile });
  await expect(panel.getByText('14 lignes : 13 valides, 1 avec des erreurs')).toBeVisible();
  await expect(
    panel.getByText('1 doublon (même téléphone ou même e-mail qu’un client existant).'),
  ).toBeVisible();
  const preview = panel.locator('.clients-preview-table tbody tr');
  await expect(preview).toHaveCount(10);
  await expect(preview.first()).toContainText('Lefèvre');
  await expect(preview.first()).toContainText('Hélène');
  await expect(preview.nth(1)).toContainText('Garçon; Fils');
  await expect(preview.nth(2)).toContainText('Colonne « Prénom » : Veuillez saisir le prénom du client.');
  await expect(panel.getByText('Page 1 / 2')).toBeVisible();
  await snap(page, testInfo, 'clients-import-preview');
  await panel.locator('.p-paginator-next').click();
  await expect(preview).toHaveCount(4);
  await expect(panel.getByLabel(/^Fusionner/)).toBeChecked();

  await panel.getByRole('button', { name: 'Importer 13 clients' }).click();
  await expect(panel.getByText('12 ajoutés, 1 fusionné, 0 ignoré')).toBeVisible();
  await snap(page, testInfo, 'clients-import-result');
  await panel.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('13 CLIENT(S) AU TOTAL')).toBeVisible();
  // Merged: the existing client's empty e-mail was filled in.
  await expect(await openRow(page, testInfo, 'Dubois')).toContainText('elodie@example.fr');

  // Export: UTF-8 with the BOM for Excel, ';' separated, every client.
  await fab(page, 'Importer/Exporter');
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Exporter mes clients (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('Lefèvre;Hélène');
  expect(csv).toContain('helene.lefevre@example.fr');
  expect(csv).toContain('"Garçon; Fils"');
  expect(csv.trim().split('\r\n')).toHaveLength(14);
  expect(errors).toEqual([]);
});
