import { describe, expect, it } from 'vitest';

import { mixInterests } from './interest-mix';

type Item = { id: string; interest: string | null };

/** Ranked best first: all food, then outdoors, then arts, then others. */
const ranked: Item[] = [
  ...['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((id) => ({
    id,
    interest: 'food',
  })),
  ...['o1', 'o2', 'o3'].map((id) => ({ id, interest: 'outdoors' })),
  ...['a1', 'a2', 'a3'].map((id) => ({ id, interest: 'arts' })),
  ...['x1', 'x2'].map((id) => ({ id, interest: null })),
];

const mix = (
  items: Item[],
  limit: number,
  weights: Record<string, number> = {},
  discoveryShare = 0,
) =>
  mixInterests(items, {
    interestOf: (c) => c.interest,
    weightOf: (interest) => weights[interest] ?? 1,
    limit,
    discoveryShare,
  }).map((c) => c.id);

describe('mixInterests', () => {
  it('goes round the interests by score instead of taking the top six of one', () => {
    expect(mix(ranked, 6)).toEqual(['f1', 'f2', 'o1', 'o2', 'a1', 'a2']);
  });

  it('gives an interest the user acts on more slots, and still shows the others', () => {
    const list = mix(ranked, 6, { food: 3 });
    expect(list.filter((id) => id.startsWith('f'))).toHaveLength(4);
    expect(list).toContain('o1');
    expect(list).toContain('a1');
  });

  it('keeps the discovery share for places outside the interests', () => {
    expect(mix(ranked, 8, {}, 0.25)).toEqual([
      'f1',
      'f2',
      'o1',
      'o2',
      'a1',
      'a2',
      'x1',
      'x2',
    ]);
  });

  it('fills from the others when the interests run out, and passes through with none', () => {
    const few = ranked.filter((c) => c.id === 'o1' || c.interest === null);
    expect(mix(few, 3)).toEqual(['o1', 'x1', 'x2']);
    const none = ranked.filter((c) => c.interest === null);
    expect(mix(none, 1)).toEqual(['x1']);
  });
});
