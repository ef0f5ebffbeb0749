import { readFileSync } from 'node:fs';

import { loadConfig } from '../../config';
import { importOsmPlaces } from '../../features/places/osm-import';
import {
  fetchOverpass,
  readOverpassAnswer,
} from '../../providers/places/overpass';
import { createDatabase } from '../client';

/**
 * Imports an Overpass answer (a file, or the metro query sent to
 * OVERPASS_API_URL) into the configured database. Only a fetched answer
 * covers the whole metro, so only it marks missing places possibly closed.
 */
export async function runOsmImport(source: { file: string } | { fetch: true }) {
  const config = loadConfig();
  const json: unknown =
    'file' in source
      ? JSON.parse(readFileSync(source.file, 'utf8'))
      : await fetchOverpass(config.OVERPASS_API_URL);
  const answer = readOverpassAnswer(json);
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const result = await importOsmPlaces(database.db, answer.places, {
      complete: 'fetch' in source,
    });
    return {
      ...result,
      elements: answer.read,
      dataTimestamp: answer.dataTimestamp,
    };
  } finally {
    await database.close();
  }
}
