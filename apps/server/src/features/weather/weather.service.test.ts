import { metroToday } from '@app/shared/metro';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { createProviderTracker } from '../../lib/provider-status';
import { createClimatologyProvider } from '../../providers/weather/climatology-provider';
import { startFakeOpenMeteo } from '../../providers/weather/fake-open-meteo';
import { loadNormals } from '../../providers/weather/normals';
import { createOpenMeteoProvider } from '../../providers/weather/open-meteo-provider';

import { createMemoryCache } from './weather.cache';
import { createWeatherService } from './weather.service';

const today = metroToday(new Date());
const fake = await startFakeOpenMeteo(today);
afterAll(() => fake.close());
afterEach(() => fake.setMode('ok'));

const denver = { lat: 39.74, lng: -104.99, days: 5 };

function service(clock: { now: Date }) {
  const tracker = createProviderTracker('forecast', 'Open-Meteo forecast');
  const weather = createWeatherService({
    provider: createOpenMeteoProvider({ baseUrl: fake.url, timeoutMs: 5000 }),
    typical: createClimatologyProvider(loadNormals()),
    cache: createMemoryCache(),
    tracker,
    waitMs: 200,
    now: () => clock.now,
  });
  return { weather, tracker };
}

describe('weather service', () => {
  it('serves the live forecast with the time it was fetched', async () => {
    const clock = { now: new Date() };
    const { weather, tracker } = service(clock);
    const answer = await weather.getForecast(denver);
    expect(answer).toMatchObject({
      source: 'open-meteo',
      is_estimate: false,
      kind: 'forecast',
      fetched_at: clock.now.toISOString(),
    });
    expect(answer.forecast[0]!.sunrise).toBe('07:03');
    expect(tracker.status()).toMatchObject({ mode: 'live', items: 7 });
  });

  it('answers with typical weather when the provider hangs past the bound', async () => {
    fake.setMode('hang');
    const { weather, tracker } = service({ now: new Date() });
    const answer = await weather.getForecast(denver);
    expect(answer).toMatchObject({
      source: 'climatology',
      is_estimate: true,
      kind: 'typical',
      fetched_at: null,
    });
    expect(answer.forecast).toHaveLength(5);
    expect(tracker.status().mode).toBe('fallback');
  });

  it('serves the last good answer with its age once the provider stops answering', async () => {
    const clock = { now: new Date() };
    const { weather, tracker } = service(clock);
    const first = await weather.getForecast(denver);
    fake.setMode('error');
    clock.now = new Date(clock.now.getTime() + 2 * 60 * 60_000);
    const later = await weather.getForecast(denver);
    expect(later.source).toBe('open-meteo');
    expect(later.fetched_at).toBe(first.fetched_at);
    expect(tracker.status()).toMatchObject({
      mode: 'cached',
      last_error: expect.stringMatching(/503/),
    });
  });

  it('asks the provider once per cell and hour', async () => {
    const { weather } = service({ now: new Date() });
    await weather.getForecast(denver);
    const before = fake.requests.length;
    await weather.getForecast({ lat: 39.7392, lng: -104.9903, days: 3 });
    expect(fake.requests.length).toBe(before);
  });

  it('checks the provider with one live call', async () => {
    const { weather } = service({ now: new Date() });
    expect(await weather.checkForecast()).toEqual({
      ok: true,
      items: 7,
      error: null,
    });
    fake.setMode('malformed');
    expect(await weather.checkForecast()).toMatchObject({
      ok: false,
      error: expect.stringMatching(/unexpected body/),
    });
  });
});
