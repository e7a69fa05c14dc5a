import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureShowcaseSalon } from './features/demo/demo.service.js';
import { seedEstablishmentTypes } from './features/reference/establishment-types.js';
import { startMaintenance } from './maintenance.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase(config.database);
  await migrateToLatest(database.raw);
  await seedEstablishmentTypes(database.db);
  if (config.seedDemo) await ensureShowcaseSalon(database.db, config.dataDir);

  const app = await buildApp(config, database);
  const stopMaintenance = startMaintenance(
    database.db,
    database.dialect,
    app.log,
    config.dataDir,
    undefined,
    config.chatRetentionDays,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stopMaintenance();
    await app.close();
    await database.close();
    app.log.info('database closed, bye');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.dialect },
    `Quick RDV is ready on ${config.publicUrl} (${database.dialect})`,
  );
}

main().catch((error) => {
  console.error('Startup failed:', error);
  process.exit(1);
});
