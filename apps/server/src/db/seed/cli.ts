import { loadConfig } from '../../config';
import { createDatabase } from '../client';

import { seedDatabase } from './seed';

const config = loadConfig();
const database = await createDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
});
try {
  await database.migrate();
  const result = await seedDatabase(database.db);
  process.stdout.write(
    result.skipped
      ? `Catalogue ${result.version} already loaded (${result.ms.toFixed(0)} ms)\n`
      : `Loaded ${result.upserted} places, catalogue ${result.version}, in ${result.ms.toFixed(0)} ms` +
          ` (${result.removed} dropped places removed, ${result.delisted} kept for users' saved items and delisted)\n`,
  );
} finally {
  await database.close();
}
