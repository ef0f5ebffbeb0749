import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { createProviderTracker } from '../../lib/provider-status';

import { GeocodeUnavailableError } from './geocode-provider';
import { createNominatimGeocoder } from './nominatim-geocoder';

let reply: 'slow' | 'limited' = 'limited';
let hits = 0;
const fake = createServer((_req, res) => {
  hits += 1;
  if (reply === 'slow') return; // never answers: the client's bound ends it
  res.writeHead(429, { 'content-type': 'text/html' });
  res.end('<html><body>Too Many Requests</body></html>');
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  fake.closeAllConnections();
  return new Promise<void>((resolve) => fake.close(() => resolve()));
});
const baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;

const geocoder = (timeoutMs: number) => {
  const tracker = createProviderTracker('geocode:nominatim', 'Nominatim');
  return {
    tracker,
    nominatim: createNominatimGeocoder({
      baseUrl,
      userAgent: 'WeekendPlanner/1.0 (test)',
      tracker,
      timeoutMs,
    }),
  };
};

describe('Nominatim client', () => {
  it('stops asking for a while after a 429', async () => {
    reply = 'limited';
    const { nominatim, tracker } = geocoder(1000);
    await expect(nominatim.search('somewhere', 5)).rejects.toBeInstanceOf(
      GeocodeUnavailableError,
    );
    const after429 = hits;
    await expect(nominatim.reverse(39.7, -105)).rejects.toThrow(/slow down/);
    expect(hits).toBe(after429);
    expect(tracker.status()).toMatchObject({
      mode: 'fallback',
      last_error: 'Nominatim answered 429',
    });
  });

  it('gives up within its bound when Nominatim does not answer', async () => {
    reply = 'slow';
    const { nominatim } = geocoder(300);
    const started = Date.now();
    await expect(nominatim.search('somewhere', 5)).rejects.toBeInstanceOf(
      GeocodeUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses at once rather than queue past its bound', async () => {
    reply = 'slow';
    const { nominatim } = geocoder(300);
    const first = nominatim.search('first', 5).catch((e: unknown) => e);
    const started = Date.now();
    // The second request's turn is a second away, beyond the 300 ms bound.
    await expect(nominatim.search('second', 5)).rejects.toThrow(/busy/);
    expect(Date.now() - started).toBeLessThan(100);
    expect(await first).toBeInstanceOf(GeocodeUnavailableError);
  });
});
