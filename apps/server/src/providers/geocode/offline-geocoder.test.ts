import { describe, expect, it } from 'vitest';

import { METRO_PLACES, nearestMetroPlace } from './metro-places';
import { createOfflineGeocoder } from './offline-geocoder';

describe('metro place table', () => {
  it('has unique names and every centroid inside the metro box', () => {
    const names = METRO_PLACES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const place of METRO_PLACES) {
      expect(place.lat).toBeGreaterThan(39.5);
      expect(place.lat).toBeLessThan(40.1);
      expect(place.lng).toBeGreaterThan(-105.35);
      expect(place.lng).toBeLessThan(-104.6);
    }
  });

  it('labels well-known spots', () => {
    expect(nearestMetroPlace(39.6654, -105.2057)?.name).toBe('Morrison');
    expect(nearestMetroPlace(39.7392, -104.9903)?.name).toBe('Civic Center');
    expect(nearestMetroPlace(39.6497, -104.9877)?.name).toBe('Englewood');
    expect(nearestMetroPlace(38.8339, -104.8214)).toBeNull();
  });
});

describe('offline geocoder', () => {
  it('uses a nearby catalogue address and adds the city when it is missing', async () => {
    const geocoder = createOfflineGeocoder(async () => '1701 Wynkoop St');
    expect(await geocoder.reverse(39.7555, -105.0035)).toEqual({
      formatted_address: '1701 Wynkoop St, Denver, CO',
      address: '1701 Wynkoop St',
      neighborhood: 'Union Station',
      city: 'Denver',
      state: 'CO',
      latitude: 39.7555,
      longitude: -105.0035,
    });
  });

  it('does not look up addresses outside the metro', async () => {
    let lookups = 0;
    const geocoder = createOfflineGeocoder(async () => {
      lookups += 1;
      return undefined;
    });
    const result = await geocoder.reverse(37.0, -106.0);
    expect(result.formatted_address).toBe('Near 37.0000, -106.0000');
    expect(lookups).toBe(0);
  });
});
