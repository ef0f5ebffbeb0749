import { metroInstant } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import { analyzeQuery } from '../../providers/ai/local-query-parser';
import { wireActivity } from '../../test/wire-activity';

import { keepInArea } from './area-constraint';
import { keepFeatured } from './listing-features';
import { searchWindow } from './search-window';

// The question's constraints are filters: what cannot be met is said, and
// the nearest that can is shown (issue 47's failures, each pinned here).

const LOHI = { name: 'LoHi', lat: 39.76, lng: -105.011, radius_meters: 1000 };
const at = (lat: number, lng: number, name: string) =>
  wireActivity({ name, latitude: lat, longitude: lng });

describe('Search constraints', () => {
  it("reads 'this week' as a window through Sunday", () => {
    expect(analyzeQuery('Avalanche game this week').parsed).toMatchObject({
      when: 'this_week',
      keywords: ['avalanche', 'game'],
    });
    // Wednesday 2 December 2026, 10:00 in Denver.
    const wednesday = metroInstant('2026-12-02', '10:00');
    expect(searchWindow('this_week', wednesday)).toMatchObject({
      from: wednesday,
      to: metroInstant('2026-12-07', '00:00'),
    });
    // Asked on a Sunday, the week ahead.
    const sunday = metroInstant('2026-12-06', '10:00');
    expect(searchWindow('this_week', sunday)?.to).toEqual(
      metroInstant('2026-12-14', '00:00'),
    );
  });

  it('keeps a patio before dogs, and never a dog park for a patio', () => {
    const parsed = analyzeQuery('dog friendly patios').parsed;
    const dogPark = wireActivity({
      name: 'Barnum Dog Park',
      category: 'outdoors',
      types: ['park', 'dog_park'],
    });
    const patio = wireActivity({
      name: 'Sunny Side Grill',
      category: 'food',
      amenities: { outdoor_seating: 'yes' },
    });
    expect(keepFeatured([dogPark, patio], parsed)).toEqual([patio]);
  });

  it("keeps the easy trails for 'easy hikes', else the hikes unfiltered", () => {
    const parsed = analyzeQuery('easy hikes near Golden').parsed;
    expect(parsed.keywords).toContain('easy');
    expect(parsed.place?.name).toBe('Golden');
    const mountain = wireActivity({
      name: 'North Table Mountain Park',
      category: 'outdoors',
      subcategory: 'Hiking',
      types: ['park', 'hiking_area'],
    });
    const path = wireActivity({
      name: 'Clear Creek Trail',
      category: 'outdoors',
      subcategory: 'Biking',
      types: ['trail'],
    });
    expect(keepFeatured([mountain, path], parsed)).toEqual([path]);
    expect(keepFeatured([mountain], parsed)).toEqual([mountain]);
  });

  it('keeps what lies inside a named area, else names the widening', () => {
    const inside = at(39.761, -105.012, 'Inside');
    const mile = at(39.775, -105.011, 'A mile north');
    const far = at(39.74, -104.99, 'Downtown');
    expect(keepInArea([inside, mile, far], LOHI).activities).toEqual([inside]);
    expect(keepInArea([mile, far], LOHI)).toEqual({
      activities: [mile],
      widening: { name: 'LoHi', miles: 1.1 },
    });
  });

  it('reads drinks as bars and ice skating as a kind of its own', () => {
    expect(
      analyzeQuery('comedy show and drinks Friday night').parsed.subcategories,
    ).toEqual(['Comedy Shows', 'Bars']);
    expect(
      analyzeQuery('where can I ice skate this weekend').parsed.subcategories,
    ).toEqual(['Ice Skating']);
  });
});
