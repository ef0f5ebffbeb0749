import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { createLimitsRepository } from './features/premium/limits.repository';
import { createLimitsService } from './features/premium/limits.service';

const USAGE = 'usage: npm run admin -- premium grant|revoke EMAIL';

async function main(args: string[]) {
  const [area, action, email] = args;
  if (
    area !== 'premium' ||
    (action !== 'grant' && action !== 'revoke') ||
    !email
  ) {
    console.error(
      args.length ? `unknown command: ${args.join(' ')}\n${USAGE}` : USAGE,
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const limits = createLimitsService({
      db: database.db,
      config,
      repository: createLimitsRepository(),
    });
    const isPremium = action === 'grant';
    if (!(await limits.setPremium(email, isPremium))) {
      console.error(`No user with email ${email}`);
      process.exitCode = 1;
      return;
    }
    console.log(
      isPremium
        ? `Premium granted to ${email}`
        : `Premium revoked from ${email}`,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
