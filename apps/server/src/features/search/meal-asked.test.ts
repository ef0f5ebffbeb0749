import { describe, expect, it } from 'vitest';

import {
  analyzeQuery,
  contentWords,
} from '../../providers/ai/local-query-parser';
import { wireActivity } from '../../test/wire-activity';

import { choosePool } from './result-pool';

const places = [
  wireActivity({ id: 1, name: 'Trattoria Uno', subcategory: 'Italian' }),
  wireActivity({ id: 2, name: 'Sunny Side Up', subcategory: 'Brunch' }),
  wireActivity({
    id: 3,
    name: 'Corner Beanery',
    subcategory: 'Restaurants',
    types: ['cafe'],
  }),
  wireActivity({ id: 4, name: 'Steak House', subcategory: 'American' }),
  wireActivity({
    id: 5,
    name: 'Buntport Theater',
    category: 'entertainment',
    subcategory: 'Theater',
    types: ['cafe'],
  }),
];

const answerTo = (q: string) =>
  choosePool(places, analyzeQuery(q).parsed, contentWords(q)).activities.map(
    (a) => a.id,
  );

describe('dinner in search', () => {
  it('holds dinner to places that serve one, not brunch places or cafes', () => {
    // A theatre with a cafe inside is no dinner place, and none was cut.
    expect(answerTo('dinner saturday')).toEqual([1, 4, 5]);
    expect(answerTo('romantic dinners')).toEqual([1, 4, 5]);
  });

  it('keeps daytime places for other meals asked', () => {
    expect(answerTo('lunch saturday')).toEqual([1, 2, 3, 4, 5]);
    expect(answerTo('brunch or dinner')).toContain(2);
  });
});
