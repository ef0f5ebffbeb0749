import { matchLabel } from '@app/shared/recommendations';
import { describe, expect, it } from 'vitest';

import { diningTaste } from './dining';
import type { CandidateRow } from './recommendations.repository';
import {
  CUISINE_LIFT,
  DIET_LIFT,
  INDOOR_LIFT,
  categoryScore,
  collaborativeBoost,
  distanceScore,
  priceScore,
  ratingScore,
  relativeMatch,
  scoreCandidates,
  targetPriceLevel,
  type TasteProfile,
} from './scoring';

const taste = (over: Partial<TasteProfile> = {}): TasteProfile => ({
  categories: new Set(['food']),
  subcategories: new Set(['sushi']),
  affinity: new Map([['outdoors', 1]]),
  targetPriceLevel: 2,
  radiusMeters: 10_000,
  dining: { cuisines: [], dietWords: [] },
  ...over,
});

const row = (over: Partial<CandidateRow> = {}): CandidateRow => ({
  id: 1,
  name: 'Test Place',
  description: null,
  place: null,
  category: 'food',
  subcategory: 'Restaurants',
  price_level: null,
  rating: 0,
  review_count: 0,
  start_time: null,
  interactions: 0,
  recent: 0,
  collab: 0,
  distance_m: null,
  ...over,
});

describe('scoring rules', () => {
  it('matches subcategories over categories over learned affinity', () => {
    expect(categoryScore(row({ subcategory: 'Sushi' }), taste())).toBe(1);
    expect(categoryScore(row(), taste())).toBe(0.8);
    expect(categoryScore(row({ category: 'outdoors' }), taste())).toBe(0.7);
    expect(categoryScore(row({ category: 'arts' }), taste())).toBe(0);
  });

  it('maps the daily budget to a price level and penalises pricier places', () => {
    expect(targetPriceLevel(25)).toBe(1);
    expect(targetPriceLevel(50)).toBe(2);
    expect(targetPriceLevel(100)).toBe(3);
    expect(targetPriceLevel(101)).toBe(4);
    expect(priceScore(0, 2)).toBe(1);
    expect(priceScore(2, 2)).toBe(1);
    expect(priceScore(3, 2)).toBeCloseTo(0.6);
    expect(priceScore(4, 1)).toBe(0);
    expect(priceScore(null, 2)).toBe(0.6);
  });

  it('shrinks ratings with few reviews toward 3.5 stars', () => {
    expect(ratingScore(5, 1)).toBeCloseTo(0.775);
    expect(ratingScore(5, 97)).toBeCloseTo(0.991);
  });

  it('gives an unrated place the middle score, not the prior of 3.5 stars', () => {
    expect(ratingScore(0, 0)).toBe(0.5);
  });

  it('does not call a place fully popular or trending from one other plan', () => {
    const [once] = scoreCandidates(
      [row({ category: 'nightlife', interactions: 1, recent: 1 })],
      taste(),
    );
    expect(once!.breakdown.popularity_score).toBeCloseTo(0.289, 3);
    expect(once!.breakdown.trending_score).toBeCloseTo(0.387, 3);
    expect(once!.score).toBeLessThan(0.5);
  });

  it('falls off linearly to zero at twice the radius', () => {
    expect(distanceScore(0, 1000)).toBe(1);
    expect(distanceScore(1000, 1000)).toBe(0.5);
    expect(distanceScore(5000, 1000)).toBe(0);
    expect(distanceScore(null, 1000)).toBe(0.5);
  });

  it('grows the collaborative boost with evidence and caps it at 30 %', () => {
    expect(collaborativeBoost(0)).toBe(0);
    expect(collaborativeBoost(1)).toBeCloseTo(0.15);
    expect(collaborativeBoost(3)).toBeCloseTo(0.225);
    expect(collaborativeBoost(1000)).toBeLessThan(0.3);
  });

  it('applies the spec weights and adds the collaborative boost on top', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const [plain, boosted, event] = scoreCandidates(
      [
        row({ id: 1 }),
        row({ id: 2, collab: 2, interactions: 4, recent: 4 }),
        row({ id: 3, start_time: '2026-06-03T01:00:00Z' }),
      ],
      taste(),
      { now },
    );
    // 0.1*0.8 + 0.12*0.6 + 0.3*0.5 + 0.08*0.5
    expect(plain!.score).toBeCloseTo(0.342);
    expect(plain!.breakdown.collaborative_boost).toBe(0);
    // Four saves of ten for full popularity, four recent of five.
    expect(boosted!.breakdown).toMatchObject({
      popularity_score: 0.671,
      trending_score: 0.898,
      collaborative_boost: 0.2,
    });
    // 0.342 + 0.25*0.671 + 0.15*0.898 + 0.2
    expect(boosted!.score).toBeCloseTo(0.845, 2);
    expect(boosted!.reason).toMatch(/^Popular with people who saved/);
    expect(event!.breakdown.trending_score).toBe(0.8);
    expect(event!.reason).toContain('Happening this week');
  });

  it('calls a place trending only after a few recent saves or plans', () => {
    const reasons = (recent: number) =>
      scoreCandidates(
        [row({ category: 'arts', recent }), row({ id: 2, category: 'arts' })],
        taste(),
      )[0]!.reason;
    // Alone in its set, one save would read as the most trending place.
    expect(reasons(1)).not.toContain('Trending with local planners');
    expect(reasons(3)).toContain('Trending with local planners');
  });

  it('never exceeds a score of 1 and explains with at most two reasons', () => {
    const [top] = scoreCandidates(
      [
        row({
          subcategory: 'Sushi',
          rating: 5,
          review_count: 50,
          price_level: 1,
          collab: 1,
          interactions: 9,
          recent: 9,
          distance_m: 100,
        }),
      ],
      taste(),
    );
    expect(top!.score).toBe(1);
    expect(top!.reason.split(' · ')).toHaveLength(2);
  });
});

describe('preferences the weights do not cover', () => {
  const dining = (cuisines: string[], diets: string[] = []) =>
    taste({
      subcategories: new Set(),
      dining: diningTaste({
        cuisine_preferences: cuisines,
        dietary_restrictions: diets,
      }),
    });

  it('lifts and explains a chosen cuisine without changing the weighted score', () => {
    const [plain, thai, asian] = scoreCandidates(
      [
        row({ id: 1 }),
        row({ id: 2, name: 'Chada Thai', subcategory: 'Asian' }),
        row({ id: 3, name: 'Pho 79', subcategory: 'Asian' }),
      ],
      dining(['thai']),
    );
    expect(plain!.lift).toBe(0);
    expect(thai!.lift).toBe(CUISINE_LIFT);
    expect(thai!.breakdown.category_score).toBe(1);
    expect(thai!.reason).toMatch(/^Thai, a cuisine you chose/);
    expect(asian!.reason).toMatch(/^Asian \(you chose Thai\)/);
    // The shown score is still the weighted one: 0.1 * (1 - 0.8) more.
    expect(thai!.score - plain!.score).toBeCloseTo(0.02);
  });

  it('mentions a diet only where the listing does', () => {
    const [said, silent] = scoreCandidates(
      [
        row({ id: 1, description: 'Seasonal plates with vegan options.' }),
        row({ id: 2 }),
      ],
      dining([], ['vegan']),
    );
    expect(said!.reason).toContain('Its listing mentions "vegan"');
    expect(said!.lift).toBe(DIET_LIFT);
    expect(silent!.reason).not.toMatch(/vegan/i);
    expect(silent!.lift).toBe(0);
  });

  it('puts the forecast first on indoor picks only', () => {
    const indoorReason =
      'Indoors: 90% chance of rain on Saturday, above your 30% limit';
    const [park, museum] = scoreCandidates(
      [row({ id: 1, category: 'outdoors' }), row({ id: 2, category: 'arts' })],
      taste(),
      { indoorReason, isOutdoors: (id) => id === 1 },
    );
    expect(museum!.reason.startsWith(indoorReason)).toBe(true);
    expect(museum!.lift).toBe(INDOOR_LIFT);
    expect(park!.reason).not.toContain('Indoors');
    expect(park!.lift).toBe(0);
  });
});

describe('relativeMatch', () => {
  it('reads a score against the best candidate, so the top pick is not red', () => {
    expect(relativeMatch(0.38, 0.38)).toBe(1);
    expect(relativeMatch(0.19, 0.38)).toBe(0.5);
    expect(matchLabel(relativeMatch(0.36, 0.38)).color).toBe('success');
    expect(relativeMatch(0.2, 0)).toBe(0);
  });
});
