import { describe, expect, it } from 'vitest';

import { candidate } from './itinerary-fixture';
import { cuisineOf, hostsEvents, samePlace } from './itinerary-places';

describe('itinerary places', () => {
  it('takes a name extended in place for one place, and nothing else', () => {
    const pints = candidate({ name: 'Pints Pub' });
    const freehouse = candidate({
      name: 'Pints Pub Brewery and Freehouse',
      lat: pints.lat + 0.0001, // ~11 m
    });
    expect(samePlace(pints, freehouse)).toBe(true);
    expect(samePlace(freehouse, pints)).toBe(true);
    // Two businesses at one address (a museum and its restaurant).
    const museum = candidate({ name: 'Denver Art Museum' });
    const restaurant = candidate({ name: 'Epicurean' });
    expect(samePlace(museum, restaurant)).toBe(false);
    // A chain's branches are apart; numbered names differ word for word.
    expect(
      samePlace(pints, candidate({ name: 'Pints Pub', lat: pints.lat + 0.01 })),
    ).toBe(false);
    expect(
      samePlace(candidate({ name: 'Hall 1' }), candidate({ name: 'Hall 12' })),
    ).toBe(false);
    // An event at a place is not the place.
    const party = candidate({
      name: 'Pints Pub Anniversary',
      event_date: '2026-11-28',
      event_start: 20 * 60,
    });
    expect(samePlace(pints, party)).toBe(false);
  });

  it('knows which places host events, and which food has a cuisine', () => {
    const kinds: [string, string | null, boolean][] = [
      ['concerts', 'Pop', true],
      ['entertainment', 'Theater', true],
      ['entertainment', 'Comedy Shows', true],
      ['professional_sports', 'Baseball', true],
      ['entertainment', 'Bowling', false],
      ['food', 'Italian', false],
      ['nightlife', 'Bars', false],
      ['outdoors', 'Parks', false],
    ];
    for (const [category, subcategory, hosts] of kinds) {
      expect(hostsEvents({ category, subcategory }), category).toBe(hosts);
    }
    const food = (subcategory: string | null) =>
      candidate({ category: 'food', subcategory });
    expect(cuisineOf(food('Italian'))).toBe('italian');
    expect(cuisineOf(food('Restaurants'))).toBeNull();
    expect(cuisineOf(food(null))).toBeNull();
  });
});
