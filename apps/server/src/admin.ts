import { loadConfig } from './config';
import { createDatabase } from './db/client';

const USAGE = 'usage: npm run admin -- premium grant|revoke EMAIL';

async function main(args: string[]) {
  const [area] = args;
  if (!area) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    console.error(`unknown command: ${args.join(' ')}\n${USAGE}`);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
