import { describe, expect, it } from 'vitest';

import { wireActivity } from '../../test/wire-activity';

import { keepInArea } from './area-constraint';

const golden = {
  name: 'Golden',
  lat: 39.7555,
  lng: -105.2211,
  radius_meters: 3500,
};

const at = (id: number, lat: number, lng: number) =>
  wireActivity({ id, name: `Place ${id}`, latitude: lat, longitude: lng });

describe('keepInArea', () => {
  it('keeps what lies inside the area named', () => {
    const inside = at(1, 39.756, -105.22);
    const kept = keepInArea([inside, at(2, 39.74, -104.99)], golden);
    expect(kept).toEqual({ activities: [inside] });
  });

  it('names the distance of the nearest when nothing lies in or near the area', () => {
    const lakewood = at(1, 39.74, -105.05);
    const downtown = at(2, 39.74, -104.99);
    const kept = keepInArea([downtown, lakewood], golden);
    expect(kept.activities.map((a) => a.id)).toEqual([1, 2]);
    expect(kept.widening?.name).toBe('Golden');
    expect(kept.widening!.miles).toBeGreaterThan(12);
  });
});
