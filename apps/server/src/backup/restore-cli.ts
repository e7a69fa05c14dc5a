// `npm run restore -- <file> [--force]`: puts a backup in place of the configured database. Stop the
// server first.
import { loadConfig } from '../config.js';
import { restore } from './restore.js';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
try {
  if (!file) throw new Error('Usage : npm run restore -- <fichier de sauvegarde> [--force]');
  const config = loadConfig();
  await restore(config, file, { force: process.argv.includes('--force') });
  console.log(`Base restaurée depuis ${file} (${config.database.kind}) et mise au schéma actuel.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
