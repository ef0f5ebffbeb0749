import { readFileSync } from 'node:fs';

import { loadConfig } from '../../config';
import { importOsmPlaces } from '../../features/places/osm-import.repository';
import {
  runOsmRefresh,
  type ProgressLog,
} from '../../features/places/osm-refresh';
import { readOverpassAnswer } from '../../providers/places/overpass';
import { createDatabase } from '../client';

const stdoutLog: ProgressLog = {
  info: (facts, message) => {
    process.stdout.write(`${message} ${JSON.stringify(facts)}\n`);
  },
  warn: (facts, message) => {
    process.stderr.write(`${message} ${JSON.stringify(facts)}\n`);
  },
};

/**
 * Imports an Overpass answer (a file, or the metro queries sent to
 * OVERPASS_API_URL) into the configured database. Only a fetched refresh
 * covers the whole metro, so only it marks missing places possibly closed.
 */
export async function runOsmImport(source: { file: string } | { fetch: true }) {
  const config = loadConfig();
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    if ('fetch' in source) {
      const result = await runOsmRefresh({
        db: database.db,
        endpoint: config.OVERPASS_API_URL,
        log: stdoutLog,
        now: new Date(),
      });
      return { ...result, elements: result.read };
    }
    const answer = readOverpassAnswer(
      JSON.parse(readFileSync(source.file, 'utf8')),
    );
    const result = await importOsmPlaces(database.db, answer.places, {
      complete: false,
    });
    return { ...result, elements: answer.read };
  } finally {
    await database.close();
  }
}
