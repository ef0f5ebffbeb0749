import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === 'weekend-planner'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('weekend-planner root not found');
    dir = parent;
  }
}

/** Same answer from the sources (tsx) and from the bundled dist/main.js. */
export const PROJECT_ROOT = findProjectRoot(
  path.dirname(fileURLToPath(import.meta.url)),
);
export const MIGRATIONS_DIR = path.join(
  PROJECT_ROOT,
  'apps/server/src/db/migrations',
);
export const CATALOGUE_FILE = path.join(PROJECT_ROOT, 'data/catalogue.json');
export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'apps/web/dist');
