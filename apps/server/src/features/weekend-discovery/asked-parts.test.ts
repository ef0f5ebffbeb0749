import type { ParsedSearch } from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { askedParts } from './asked-parts';

const understood = (categories: ParsedSearch['categories']) => ({
  time_of_day: null,
  occasion: null,
  categories,
});

describe('askedParts', () => {
  it('reads dinner with a show or a concert as an evening out', () => {
    for (const q of [
      'dinner and a show friday',
      'wheelchair accessible dinner and a concert thursday',
      'comedy then dinner saturday',
    ]) {
      expect(askedParts(q, understood(['food', 'concerts'])), q).toEqual([
        'evening',
      ]);
    }
  });

  it('keeps a whole day for dinner with daytime kinds', () => {
    expect(
      askedParts(
        'art galleries and dinner saturday',
        understood(['arts', 'food']),
      ),
    ).toBeUndefined();
    expect(
      askedParts('hike and a show saturday', understood(['outdoors', 'food'])),
    ).toBeUndefined();
  });

  it('keeps to the morning an outing had before brunch', () => {
    for (const q of [
      'early hike before brunch saturday',
      'a bike ride before lunch sunday',
    ]) {
      expect(askedParts(q, understood(['food', 'outdoors'])), q).toEqual([
        'morning',
      ]);
    }
    expect(
      askedParts('brunch then a hike', understood(['food', 'outdoors'])),
    ).toEqual(['morning', 'afternoon']);
  });
});
