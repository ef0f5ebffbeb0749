import { describe, expect, it } from 'vitest';

import { travel } from './travel';

const DOWNTOWN = { lat: 39.7453, lng: -104.9917 };
const PREFS = { has_car: true, prefers_walking: false, max_travel_time: 30 };

describe('travel model', () => {
  it('walks short legs without a car, then takes transit; drives with a car', () => {
    const near = { lat: 39.7483, lng: -104.9917 }; // ~330 m
    const far = { lat: 39.6654, lng: -105.2057 }; // Red Rocks, ~20 km
    const noCar = { ...PREFS, has_car: false };
    expect(travel(DOWNTOWN, near, noCar)).toEqual({
      minutes: 5,
      mode: 'walking',
    });
    expect(travel(DOWNTOWN, far, noCar).mode).toBe('transit');
    const drive = travel(DOWNTOWN, far, PREFS);
    expect(drive.mode).toBe('driving');
    expect(drive.minutes).toBeGreaterThan(35);
    expect(drive.minutes).toBeLessThan(50);
    // Walking up to the user's own limit when they prefer it.
    const walker = { ...PREFS, prefers_walking: true, max_travel_time: 45 };
    const mile = { lat: 39.7598, lng: -104.9917 }; // ~1.6 km
    expect(travel(DOWNTOWN, mile, walker).mode).toBe('walking');
  });

  it('walks next door even with a car, in at least 2 minutes', () => {
    const sameAddress = { ...DOWNTOWN };
    const acrossTheBlock = { lat: 39.7465, lng: -104.9917 }; // ~135 m
    const twoBlocks = { lat: 39.7473, lng: -104.9917 }; // ~220 m
    expect(travel(DOWNTOWN, sameAddress, PREFS)).toEqual({
      minutes: 2,
      mode: 'walking',
    });
    expect(travel(DOWNTOWN, acrossTheBlock, PREFS)).toEqual({
      minutes: 2,
      mode: 'walking',
    });
    expect(travel(DOWNTOWN, twoBlocks, PREFS).mode).toBe('driving');
  });
});
