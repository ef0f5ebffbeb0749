// Stands in for the keyless live sources during the browser journeys, on
// 127.0.0.1, so no run reaches the internet: the MLB Stats API answers its
// recorded schedule with the games moved into the coming days. It runs as
// a process of its own (run.mjs waits in spawnSync, which would stall it)
// and prints its address.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const MLB_FIXTURE = new URL(
  '../../apps/server/src/providers/events/fixtures/mlb-schedule.json',
  import.meta.url,
);
const DAY_MS = 86_400_000;

/** The recorded answer, the n-th game day moved to n days after `now`, same clock time. */
function comingMlbSchedule(now = Date.now()) {
  const body = JSON.parse(readFileSync(MLB_FIXTURE, 'utf8'));
  const first = Date.parse(body.dates[0].games[0].gameDate);
  const firstDay = Math.floor(first / DAY_MS);
  const shift = (Math.floor(now / DAY_MS) + 1 - firstDay) * DAY_MS;
  for (const day of body.dates) {
    for (const game of day.games) {
      const moved = new Date(Date.parse(game.gameDate) + shift);
      game.gameDate = moved.toISOString().replace('.000Z', 'Z');
      game.officialDate = moved.toISOString().slice(0, 10);
    }
    day.date = day.games[0].officialDate;
  }
  return body;
}

async function serve() {
  const schedule = JSON.stringify(comingMlbSchedule());
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/api/v1/schedule') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(schedule);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Not Found"}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  console.log(`fake sources at http://127.0.0.1:${server.address().port}`);
}

/** Starts the fake in its own process; `url` is its base address. */
export async function startFakeSources() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /fake sources at (\S+)/.exec(String(chunk));
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) =>
      reject(new Error(`fake sources exited with ${code}`)),
    );
  });
  return { url, close: () => child.kill('SIGTERM') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve();
