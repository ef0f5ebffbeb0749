import { EMPTY_PARSED_SEARCH, type ParsedSearch } from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { wireActivity as activity } from '../../test/wire-activity';

import { scoreResult } from './result-ranking';
import { confidenceOf } from './search-confidence';

const dateNight: ParsedSearch = {
  ...EMPTY_PARSED_SEARCH,
  categories: ['food'],
  subcategories: ['Sushi'],
  occasion: 'date_night',
};

describe('search confidence', () => {
  it('is not near-certain when nothing about the results could be checked', () => {
    const unknown = scoreResult(
      activity({ subcategory: 'Sushi', review_count: 0, price_level: null }),
      dateNight,
    );
    expect(unknown.relevance_score).toBeGreaterThan(0.9);
    expect(confidenceOf(1, [unknown])).toBeLessThan(0.7);
  });

  it('is high when the results match the question with data behind them', () => {
    const known = scoreResult(
      activity({
        subcategory: 'Sushi',
        rating: 4.8,
        review_count: 40,
        price_level: 2,
      }),
      dateNight,
    );
    expect(confidenceOf(1, [known])).toBeGreaterThan(0.9);
  });

  it('follows the share of the question understood', () => {
    const known = scoreResult(
      activity({ subcategory: 'Sushi', rating: 4.8, review_count: 40 }),
      dateNight,
    );
    expect(confidenceOf(0.5, [known])).toBeCloseTo(
      confidenceOf(1, [known]) / 2,
      1,
    );
    expect(confidenceOf(1, [])).toBe(0.3);
  });

  it('never reads 0 % beside cards that claim a match, nor above them', () => {
    // A question of a time alone: a place matches nothing checkable.
    const parsed: ParsedSearch = {
      ...EMPTY_PARSED_SEARCH,
      when: 'this_weekend',
    };
    const places = [1, 2, 3].map((id) =>
      scoreResult(activity({ id, category: 'arts' }), parsed),
    );
    // Unknown quality is neutral on the card, not the 3.5-star prior's 70 %.
    expect(places.map((p) => p.relevance_score)).toEqual([0.5, 0.5, 0.5]);
    const confidence = confidenceOf(1, places);
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThanOrEqual(0.5);
  });
});
