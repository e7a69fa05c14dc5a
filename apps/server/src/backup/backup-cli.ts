// `npm run backup [-- file]`: a copy of the database (and uploaded photos) taken while the server runs.
import { loadConfig } from '../config.js';
import { backup } from './backup.js';

try {
  const config = loadConfig();
  const result = await backup(config, process.argv[2]);
  const rows = result.rows
    ? ` ; lignes : ${Object.entries(result.rows)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}`
    : '';
  console.log(
    `Sauvegarde écrite : ${result.file} (${(result.bytes / 1024).toFixed(0)} Kio, ${config.database.kind})\n` +
      `Vérification : ${result.check}${rows}` +
      (result.uploads ? `\nPhotos copiées dans : ${result.uploads} (${result.uploadFiles} fichiers)` : ''),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
