import { describe, expect, it } from 'vitest';

import { categoryLabel } from './interests';
import {
  aiSearchBodySchema,
  EMPTY_PARSED_SEARCH,
  understandingChips,
} from './search';

describe('AI search body', () => {
  it('defaults categories to empty and limit to 20', () => {
    expect(aiSearchBodySchema.parse({ query: '  sushi ' })).toEqual({
      query: 'sushi',
      categories: [],
      limit: 20,
    });
  });

  it('rejects blank queries and limits outside 1-50', () => {
    expect(aiSearchBodySchema.safeParse({ query: '  ' }).success).toBe(false);
    expect(
      aiSearchBodySchema.safeParse({ query: 'a', limit: 51 }).success,
    ).toBe(false);
    expect(
      aiSearchBodySchema.safeParse({ query: 'a', limit: 50 }).success,
    ).toBe(true);
  });
});

describe('understanding chips', () => {
  it('lists what was understood in a stable, readable order', () => {
    const chips = understandingChips(
      {
        ...EMPTY_PARSED_SEARCH,
        categories: ['nightlife'],
        subcategories: ['Breweries'],
        keywords: ['craft beer'],
        price_max: 2,
        when: 'tonight',
        time_of_day: 'evening',
        setting: 'indoor',
        occasion: 'group',
        group_size: 6,
        top_rated: true,
      },
      categoryLabel,
    );
    expect(chips).toEqual([
      'Bars & Nightlife',
      'Breweries',
      'Up to $$ ($25-50)',
      'Tonight',
      'Indoors',
      'Group outing',
      'Group of 6',
      'Top rated',
      '"craft beer"',
    ]);
  });

  it('says Free for a zero price cap and nothing for an empty reading', () => {
    expect(
      understandingChips(
        { ...EMPTY_PARSED_SEARCH, price_max: 0 },
        categoryLabel,
      ),
    ).toEqual(['Free']);
    expect(understandingChips(EMPTY_PARSED_SEARCH, categoryLabel)).toEqual([]);
  });
});
