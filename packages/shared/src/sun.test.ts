import { describe, expect, it } from 'vitest';

import { sunriseMinute, sunsetMinute, sunTimesLine } from './sun';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const at = (h: number, m: number) => h * 60 + m;

describe('sunsetMinute', () => {
  // Published times for Denver (timeanddate.com), within two minutes.
  it.each([
    ['2026-11-28', at(16, 37)],
    ['2026-06-21', at(20, 31)],
    ['2026-03-20', at(19, 11)],
    ['2026-12-21', at(16, 39)],
  ])('sets in Denver on %s at the published minute', (date, published) => {
    const minute = sunsetMinute(date, DENVER)!;
    expect(Math.abs(minute - published)).toBeLessThanOrEqual(2);
  });
});

describe('sunriseMinute', () => {
  // Published times for Denver (timeanddate.com), within two minutes.
  it.each([
    ['2026-12-21', at(7, 17)],
    ['2026-06-21', at(5, 32)],
  ])('rises in Denver on %s at the published minute', (date, published) => {
    const minute = sunriseMinute(date, DENVER)!;
    expect(Math.abs(minute - published)).toBeLessThanOrEqual(2);
  });
});

describe('sunTimesLine', () => {
  it("says both times of a Denver day in the app's clock", () => {
    expect(sunTimesLine('2026-06-21', DENVER)).toMatch(
      /^Sunrise 5:3\d AM · Sunset 8:3\d PM$/,
    );
  });
});
