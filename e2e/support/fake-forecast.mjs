// Stands in for Open-Meteo during the browser journeys, on 127.0.0.1: the
// recorded forecast with its first day moved to today in Denver. North of
// UNREACHABLE_FROM_LAT it answers 503, so a journey can see the app with no
// forecast reachable. Its own process, like fake-sources.mjs, because
// run.mjs waits in spawnSync.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const FIXTURE = new URL(
  '../../apps/server/src/providers/weather/fixtures/open-meteo-forecast.json',
  import.meta.url,
);
const RECORDED_FIRST_DAY = '2026-12-01';
const UNREACHABLE_FROM_LAT = 39.9;
const DAY_MS = 86_400_000;

function forecastFromToday() {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
  }).format(new Date());
  const shift = Date.parse(today) - Date.parse(RECORDED_FIRST_DAY);
  return readFileSync(FIXTURE, 'utf8').replace(/\d{4}-\d{2}-\d{2}/g, (date) =>
    new Date(Date.parse(date) + Math.round(shift / DAY_MS) * DAY_MS)
      .toISOString()
      .slice(0, 10),
  );
}

async function serve() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const lat = Number(url.searchParams.get('latitude'));
    if (url.pathname !== '/v1/forecast' || lat >= UNREACHABLE_FROM_LAT) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":true,"reason":"Service unavailable"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(forecastFromToday());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.log(`fake forecast at http://127.0.0.1:${server.address().port}`);
}

/** Starts the fake in its own process; `url` is its base address. */
export async function startFakeForecast() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /fake forecast at (\S+)/.exec(String(chunk));
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) =>
      reject(new Error(`fake forecast exited with ${code}`)),
    );
  });
  return { url, close: () => child.kill('SIGTERM') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
