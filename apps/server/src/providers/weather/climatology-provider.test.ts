import { describe, expect, it } from 'vitest';

import {
  createClimatologyProvider,
  foothillsCoolingF,
} from './climatology-provider';
import { loadNormals, normalsForDay } from './normals';

const normals = loadNormals();
const provider = createClimatologyProvider(normals);

describe('climate normals curve', () => {
  it('passes through the monthly means at mid-month', () => {
    expect(normalsForDay(normals, 15).high_f).toBeCloseTo(44.5, 0);
    expect(normalsForDay(normals, 196).high_f).toBeCloseTo(89.7, 0);
  });

  it('wraps smoothly across the new year', () => {
    const dec31 = normalsForDay(normals, 364).high_f;
    const jan1 = normalsForDay(normals, 0).high_f;
    expect(Math.abs(dec31 - jan1)).toBeLessThan(0.5);
  });
});

describe('climatology provider', () => {
  const request = {
    lat: 39.7392,
    lng: -104.9903,
    days: 7,
    today: '2026-07-10',
  };

  it('is labelled as typical weather and names no condition', async () => {
    const a = await provider.forecast(request);
    expect(a).toMatchObject({ is_estimate: true, kind: 'typical' });
    expect(a.hourly_3h).toHaveLength(56);
    expect(new Set(a.forecast.map((d) => d.weather.main))).toEqual(
      new Set(['Typical']),
    );
    expect(new Set(a.hourly_3h.map((h) => h.condition))).toEqual(
      new Set(['Typical']),
    );
  });

  it('follows the normals day to day, inventing no variation', async () => {
    const { forecast } = await provider.forecast(request);
    forecast.slice(1).forEach((day, i) => {
      expect(
        Math.abs(day.max_temp - forecast[i]!.max_temp),
      ).toBeLessThanOrEqual(1);
      expect(
        Math.abs(day.precipitation - forecast[i]!.precipitation),
      ).toBeLessThanOrEqual(1);
    });
  });

  it('gives each date its sunrise and sunset', async () => {
    const { forecast } = await provider.forecast({
      ...request,
      today: '2026-12-21',
    });
    expect(forecast[0]).toMatchObject({ sunrise: '07:17', sunset: '16:38' });
  });

  it('keeps summer highs near the July normal and winter highs near January', async () => {
    const summer = await provider.forecast(request);
    const winter = await provider.forecast({ ...request, today: '2026-01-10' });
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(summer.forecast.map((d) => d.max_temp))).toBeGreaterThan(75);
    expect(mean(winter.forecast.map((d) => d.max_temp))).toBeLessThan(55);
  });

  it('tells one story for the metro: points 1 km apart agree within 2 F every day', async () => {
    const pairs = [
      // The walkthrough's Civic Center and LoHi points, 1.4 km apart, which
      // had disagreed by 19-28 F.
      [
        { lat: 39.74, lng: -104.98 },
        { lat: 39.75, lng: -104.99 },
      ],
      // Straddling a cell edge where the ground climbs west.
      [
        { lat: 39.7, lng: -105.144 },
        { lat: 39.7, lng: -105.156 },
      ],
    ];
    for (const today of ['2026-11-29', '2026-04-02', '2026-07-10']) {
      for (const [a, b] of pairs) {
        const here = await provider.forecast({ ...a!, days: 7, today });
        const there = await provider.forecast({ ...b!, days: 7, today });
        here.forecast.forEach((day, i) => {
          const other = there.forecast[i]!;
          expect(other.date).toBe(day.date);
          expect(Math.abs(other.max_temp - day.max_temp)).toBeLessThanOrEqual(
            2,
          );
          expect(Math.abs(other.min_temp - day.min_temp)).toBeLessThanOrEqual(
            2,
          );
          expect(other.precipitation).toBe(day.precipitation);
        });
      }
    }
  });

  it('is a little colder in the foothills on the same kind of day', async () => {
    const today = '2026-11-29';
    const downtown = await provider.forecast({ ...request, today });
    const redRocks = await provider.forecast({
      lat: 39.6654,
      lng: -105.2057,
      days: 7,
      today,
    });
    downtown.forecast.forEach((day, i) => {
      const foothills = redRocks.forecast[i]!;
      const colder = day.max_temp - foothills.max_temp;
      expect(colder).toBeGreaterThanOrEqual(2);
      expect(colder).toBeLessThanOrEqual(4);
      expect(foothills.precipitation).toBe(day.precipitation);
    });
  });

  it('gives the same answer anywhere in one cache cell', async () => {
    const a = await provider.forecast({ ...request, lat: 39.71, lng: -105.04 });
    const b = await provider.forecast({ ...request, lat: 39.74, lng: -104.96 });
    expect(b).toEqual(a);
  });

  it('does not extrapolate the climb into the mountains', () => {
    expect(foothillsCoolingF(-104.8)).toBe(0);
    expect(foothillsCoolingF(-105.6)).toBe(foothillsCoolingF(-105.25));
    expect(foothillsCoolingF(-105.25)).toBeLessThan(4);
  });
});
