import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';

import { HOME_CAROUSELS, prepareCarousel } from './carousel-rules';

const noJitter = () => 0;

describe('home carousel rules', () => {
  it('uses the spec radii and caps', () => {
    expect(
      HOME_CAROUSELS.map((c) => [
        c.categories,
        c.radiusKm,
        c.capPerSubcategory,
      ]),
    ).toEqual([
      [['food'], 15, 3],
      [['concerts', 'professional_sports'], 25, 4],
      [['arts', 'entertainment'], 35, 3],
    ]);
  });

  it('keeps games but not stadiums in a carousel of events only for sports', () => {
    const stadium = buildActivity({
      id: 1,
      name: 'Coors Field',
      category: 'professional_sports',
    });
    const game = buildActivity({
      id: 2,
      name: 'Colorado Rockies vs. Philadelphia Phillies',
      category: 'professional_sports',
      start_time: '2026-12-04T21:10:00Z',
    });
    const hall = buildActivity({
      id: 3,
      name: 'Ogden Theatre',
      category: 'concerts',
    });
    expect(
      prepareCarousel(
        [stadium, game, hall],
        { cap: 4, eventsFirst: true, eventsOnly: ['professional_sports'] },
        noJitter,
      ).map((a) => a.name),
    ).toEqual(['Colorado Rockies vs. Philadelphia Phillies', 'Ogden Theatre']);
  });

  it('drops duplicates by name and coordinates', () => {
    const a = buildActivity({ id: 1, name: 'Sushi Den' });
    const sameSpot = buildActivity({ id: 2, name: 'sushi den ' });
    const elsewhere = buildActivity({
      id: 3,
      name: 'Sushi Den',
      latitude: 39.7,
    });
    expect(
      prepareCarousel([a, sameSpot, elsewhere], { cap: 5 }, noJitter).map(
        (x) => x.id,
      ),
    ).toEqual([1, 3]);
  });

  it('ranks by quality and caps each subcategory', () => {
    const items = [
      buildActivity({
        id: 1,
        subcategory: 'Sushi',
        rating: 3,
        review_count: 2,
      }),
      buildActivity({
        id: 2,
        subcategory: 'Sushi',
        rating: 4.8,
        review_count: 40,
        latitude: 39.71,
      }),
      buildActivity({
        id: 3,
        subcategory: 'Sushi',
        rating: 4.5,
        review_count: 20,
        latitude: 39.72,
      }),
      buildActivity({
        id: 4,
        subcategory: 'Sushi',
        rating: 4.0,
        review_count: 10,
        latitude: 39.73,
      }),
      buildActivity({
        id: 5,
        subcategory: 'Brunch',
        rating: 0,
        review_count: 0,
        latitude: 39.74,
      }),
    ];
    expect(
      prepareCarousel(items, { cap: 3 }, noJitter).map((x) => x.id),
    ).toEqual([2, 3, 4, 5]);
  });

  it('puts dated shows first, soonest first, when asked', () => {
    const venue = buildActivity({ id: 1, rating: 4.8, review_count: 900 });
    const later = buildActivity({
      id: 2,
      name: 'Later Show',
      start_time: '2026-12-05T02:30:00.000Z',
    });
    const tonight = buildActivity({
      id: 3,
      name: 'Tonight Show',
      start_time: '2026-11-29T02:30:00.000Z',
    });
    const items = [venue, later, tonight];
    expect(
      prepareCarousel(items, { cap: 5, eventsFirst: true }, noJitter).map(
        (x) => x.id,
      ),
    ).toEqual([3, 2, 1]);
    expect(
      prepareCarousel(items, { cap: 5 }, noJitter).map((x) => x.id)[0],
    ).toBe(1);
  });
});
