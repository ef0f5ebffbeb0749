import { buildApp } from './app';
import { assertServable, ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { ensureDemoAccount } from './db/seed/demo-account';
import { seedDatabase } from './db/seed/seed';
import { resolveJwtSecret } from './lib/secret';
import { keepTickShape } from './lib/tick-shape';

async function main() {
  keepTickShape();
  let config;
  try {
    config = loadConfig();
    assertServable(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config: ${problem}`);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  // Whatever fails from here closes the database first: a PGlite directory
  // left open by an exiting process (the port taken, say) may not open again.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    if (config.SEED_CATALOGUE) await seedDatabase(database.db);
    if (config.DEMO_ACCOUNT && database.engine === 'pglite') {
      await ensureDemoAccount(database.db);
    }
    app = await buildApp({
      config,
      database,
      jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    });
    const shutdown = async () => {
      await app?.close();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port =
    typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `Weekend Planner is running at http://localhost:${port} (database: ${database.engine})`,
  );
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
