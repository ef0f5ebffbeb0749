import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { CATALOGUE_FILE, PROJECT_ROOT } from '../../lib/paths';

import { runOsmImport } from './import-osm';
import { buildCatalogue } from './importer/build-catalogue';

export const CURATED_FILE = path.join(PROJECT_ROOT, 'data/curated-places.json');

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    out: { type: 'string' },
    'from-osm': { type: 'string' },
    'fetch-osm': { type: 'boolean' },
  },
});
// npm runs workspace scripts inside apps/server; INIT_CWD is where the user typed the command.
const cwd = process.env.INIT_CWD ?? process.cwd();

if (values['from-osm'] || values['fetch-osm']) {
  const result = await runOsmImport(
    values['from-osm']
      ? { file: path.resolve(cwd, values['from-osm']) }
      : { fetch: true },
  );
  process.stdout.write(
    `OpenStreetMap: ${result.elements} elements, ${result.read} places: ` +
      `${result.inserted} added, ${result.merged} merged (${result.conflicts} differing facts recorded), ` +
      `${result.updated} refreshed, ${result.possiblyClosed} marked possibly closed\n`,
  );
  process.exit(0);
}
const rawDir = path.resolve(
  cwd,
  values.from ?? path.join(PROJECT_ROOT, '../shared/data/raw'),
);
const out = values.out ? path.resolve(cwd, values.out) : CATALOGUE_FILE;

const catalogue = buildCatalogue(rawDir, CURATED_FILE);
writeFileSync(out, `${JSON.stringify(catalogue, null, 1)}\n`);
const byCategory = new Map<string, number>();
for (const entry of catalogue.entries) {
  byCategory.set(entry.category, (byCategory.get(entry.category) ?? 0) + 1);
}
process.stdout.write(
  `Wrote ${catalogue.entries.length} places (version ${catalogue.version}) to ${path.relative(cwd, out)}\n` +
    [...byCategory].map(([c, n]) => `  ${c}: ${n}`).join('\n') +
    '\n',
);
