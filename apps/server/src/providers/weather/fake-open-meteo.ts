import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { addDays, dayDiff } from '@app/shared/metro';

const FIXTURE_URL = new URL(
  './fixtures/open-meteo-forecast.json',
  import.meta.url,
);
const RECORDED_FIRST_DAY = '2026-12-01';

/**
 * The recorded Open-Meteo answer with its dates moved so its first day is
 * `today`: every 'YYYY-MM-DD' in it shifts by the same number of days.
 */
function openMeteoAnswer(today: string): string {
  const shift = dayDiff(RECORDED_FIRST_DAY, today);
  return readFileSync(FIXTURE_URL, 'utf8').replace(
    /\d{4}-\d{2}-\d{2}/g,
    (date) => addDays(date, shift),
  );
}

/** How the fake answers the next request. */
type FakeMode = 'ok' | 'error' | 'hang' | 'malformed';

/** A local stand-in for api.open-meteo.com on 127.0.0.1, for tests. */
export async function startFakeOpenMeteo(today: string) {
  let mode: FakeMode = 'ok';
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    if (mode === 'hang') return;
    if (mode === 'error') {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":true,"reason":"Service unavailable"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      mode === 'malformed'
        ? '{"daily":{"time":"soon"}}'
        : openMeteoAnswer(today),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setMode: (next: FakeMode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
