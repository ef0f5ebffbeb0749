import { describe, expect, it } from 'vitest';

import { dedupeActivities, qualityScore } from './dedupe';

describe('dedupeActivities', () => {
  it('drops items with the same source and source id', () => {
    const items = [
      { name: 'A', source: 'tm', source_id: '1' },
      { name: 'A (late show)', source: 'tm', source_id: '1' },
      { name: 'B', source: 'tm', source_id: '2' },
    ];
    expect(dedupeActivities(items).map((i) => i.name)).toEqual(['A', 'B']);
  });

  it('drops items with the same name and location ignoring case and punctuation', () => {
    const items = [
      { name: 'Snooze, an A.M. Eatery', location: '2262 Larimer St' },
      { name: 'snooze an a m eatery', location: '2262 larimer st.' },
      { name: 'Snooze an AM Eatery', location: '700 Colorado Blvd' },
    ];
    expect(dedupeActivities(items)).toHaveLength(2);
  });

  it('keeps same-named places at different locations and preserves order', () => {
    const items = [
      { name: 'Park', address: '1 Main' },
      { name: 'Park', address: '2 Main' },
    ];
    expect(dedupeActivities(items)).toEqual(items);
  });
});

describe('qualityScore', () => {
  it('ranks many good reviews above a single perfect one', () => {
    expect(qualityScore(4.6, 50)).toBeGreaterThan(qualityScore(5, 1));
  });

  it('gives unreviewed items a neutral 0.6', () => {
    expect(qualityScore(0, 0)).toBeCloseTo(0.6);
  });

  it('approaches rating / 5 as reviews grow', () => {
    expect(qualityScore(4, 10_000)).toBeCloseTo(0.8, 2);
  });

  it('adds the injected jitter and clamps to 0-1', () => {
    expect(qualityScore(0, 0, () => 0.05)).toBeCloseTo(0.65);
    expect(qualityScore(5, 10_000, () => 0.5)).toBe(1);
  });
});
