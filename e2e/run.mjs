// Builds the app, serves it on a random port over a fresh in-memory database,
// and runs the Playwright journeys against it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startFakeForecast } from './support/fake-forecast.mjs';
import { startFakePlaces } from './support/fake-places.mjs';
import { startFakeSources } from './support/fake-sources.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it with: apt-get install chromium`,
  );
  process.exit(1);
}

// E2E_OUT builds into a separate folder so parallel runs do not collide; it must
// sit inside the repository so the server bundle resolves node_modules.
const out = process.env.E2E_OUT;
const webOut = out ? path.resolve(out, 'web') : 'apps/web/dist';
const serverOut = out ? path.resolve(out, 'server') : 'apps/server/dist';

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) {
  run(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      path.resolve(webOut),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: 'apps/web' },
  );
  run('node', ['build.mjs'], {
    cwd: 'apps/server',
    env: { ...process.env, SERVER_OUT_DIR: path.resolve(serverOut) },
  });
}

// The one test command builds while other steps run, then starts the journeys
// with E2E_SKIP_BUILD.
if (process.env.E2E_BUILD_ONLY) process.exit(0);

// Live event sources answer from a local fake; the others are off.
const fakeSources = await startFakeSources();
// OpenStreetMap and Wikimedia answer from a local fake too.
const fakePlaces = await startFakePlaces();
// The forecast answers from a local fake too (503 for the north of the metro).
const fakeForecast = await startFakeForecast();

const server = spawn('node', [path.join(serverOut, 'main.js')], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wp-e2e-')),
    WEB_DIST: path.resolve(webOut),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_REGISTER: '1000',
    AUTH_RATE_LIMIT_LOGIN: '1000',
    AUTH_RATE_LIMIT_LOGIN_PER_IP: '1000',
    EVENT_SOURCES: 'mlb',
    MLB_STATS_API_URL: fakeSources.url,
    EVENT_ICS_FEEDS: '',
    TICKETMASTER_API_KEY: '',
    ...fakePlaces.env,
    NOMINATIM_URL: 'off',
    WEATHER_PROVIDER: 'open-meteo',
    OPEN_METEO_URL: fakeForecast.url,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const baseUrl = await new Promise((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error('server did not start in 120 s')),
    120_000,
  );
  server.stdout.on('data', (chunk) => {
    const match = /running at (http:\/\/\S+)/.exec(String(chunk));
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const extra = process.argv.slice(2);
// Not spawnSync: the fakes above answer from this process while the journeys run.
const tests = spawn(
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...extra],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: baseUrl,
      CHROMIUM_PATH: CHROMIUM,
      FAKE_SOURCES_URL: fakeSources.url,
      ...(out ? { E2E_RESULTS: path.resolve(out, 'results') } : {}),
    },
  },
);
const status = await new Promise((resolve) => tests.on('exit', resolve));
server.kill('SIGTERM');
fakeSources.close();
fakePlaces.close();
fakeForecast.close();
process.exit(status ?? 1);
