/**
 * Derives data/denver-climate-normals.json from the raw normals CSV:
 *   npx tsx apps/server/src/providers/weather/derive-normals.ts \
 *     ../shared/data/raw/denver-climate-normals
 * The output is committed so the server needs nothing outside the repo.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from '../../lib/paths';

import { NORMALS_FILE, type ClimateNormals } from './normals';

// Not in the source data set (it has no wind or humidity): rounded typical
// Denver values, used only to give the estimate plausible magnitudes.
const TYPICAL_HUMIDITY_PCT = [55, 55, 52, 48, 50, 45, 46, 48, 47, 46, 54, 55];
const TYPICAL_WIND_MPH = [
  8.6, 8.9, 9.8, 10.3, 9.7, 9.3, 8.7, 8.4, 8.4, 8.6, 8.6, 8.5,
];

function main(rawDir: string) {
  const csv = readFileSync(
    path.join(rawDir, 'denver_climate_normals_1991_2020.csv'),
    'utf8',
  ).trim();
  const [header, ...rows] = csv.split('\n');
  const columns = header!.split(',');
  const months = rows.map((row, index) => {
    const cells = row.split(',');
    const value = (name: string) => Number(cells[columns.indexOf(name)]);
    return {
      month: value('month'),
      high_f: value('avg_high_f'),
      low_f: value('avg_low_f'),
      precip_in: value('precip_in'),
      snowfall_in: value('snowfall_in'),
      precip_days: value('precip_days'),
      extreme_high_f: value('mean_monthly_extreme_high_f'),
      extreme_low_f: value('mean_monthly_extreme_low_f'),
      humidity_pct: TYPICAL_HUMIDITY_PCT[index]!,
      wind_mph: TYPICAL_WIND_MPH[index]!,
    };
  });
  if (months.length !== 12 || months.some((m) => Number.isNaN(m.high_f))) {
    throw new Error('expected 12 complete monthly rows');
  }
  const normals: ClimateNormals = {
    station: 'Denver, CO (USW00003017 / USW00023062)',
    period: '1991-2020',
    attribution:
      'Denver monthly climate data from NOAA GHCN/xmACIS2 (public domain), compiled as CC0 tabular data.',
    note: 'humidity_pct and wind_mph are rounded typical values, not from the source data set.',
    months,
  };
  writeFileSync(
    path.join(PROJECT_ROOT, NORMALS_FILE),
    `${JSON.stringify(normals, null, 2)}\n`,
  );
}

main(process.argv[2] ?? '../shared/data/raw/denver-climate-normals');
