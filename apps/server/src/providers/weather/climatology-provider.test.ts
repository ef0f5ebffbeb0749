import { describe, expect, it } from 'vitest';

import { createClimatologyProvider } from './climatology-provider';
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

  it('is deterministic and labelled as an estimate', async () => {
    const a = await provider.forecast(request);
    const b = await provider.forecast(request);
    expect(a).toEqual(b);
    expect(a.is_estimate).toBe(true);
    expect(a.hourly_3h).toHaveLength(56);
  });

  it('keeps summer highs near the July normal and winter highs near January', async () => {
    const summer = await provider.forecast(request);
    const winter = await provider.forecast({ ...request, today: '2026-01-10' });
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(summer.forecast.map((d) => d.max_temp))).toBeGreaterThan(75);
    expect(mean(winter.forecast.map((d) => d.max_temp))).toBeLessThan(55);
  });

  it('varies between location cells', async () => {
    const here = await provider.forecast(request);
    const there = await provider.forecast({
      ...request,
      lat: 40.015,
      lng: -105.27,
    });
    expect(there.forecast).not.toEqual(here.forecast);
  });
});
