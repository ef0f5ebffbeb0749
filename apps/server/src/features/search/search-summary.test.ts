import { EMPTY_PARSED_SEARCH, type ParsedSearch } from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { wireActivity as activity } from '../../test/wire-activity';

import { summarize, understoodNothing } from './search-summary';

const parsed = (overrides: Partial<ParsedSearch>): ParsedSearch => ({
  ...EMPTY_PARSED_SEARCH,
  ...overrides,
});
const time = {
  label: 'tonight',
  window: {
    from: new Date('2026-06-05T23:00:00Z'),
    to: new Date('2026-06-06T09:00:00Z'),
  },
};
const TONIGHT = '2026-06-06T02:00:00Z';
const jazzVenue = activity({ category: 'concerts', subcategory: 'Jazz' });
const rockShow = activity({
  category: 'concerts',
  subcategory: 'Rock',
  start_time: TONIGHT,
});
const jazz = parsed({
  categories: ['concerts'],
  subcategories: ['Jazz'],
  when: 'tonight',
});

describe('search summary', () => {
  it('says when no show of the kind asked is listed then', () => {
    expect(
      summarize('jazz tonight', [jazzVenue, rockShow], jazz, { time }),
    ).toBe(
      'No jazz shows are listed tonight; here are jazz venues and other music tonight.',
    );
    expect(summarize('jazz tonight', [jazzVenue], jazz, { time })).toBe(
      'No jazz shows are listed tonight; here are jazz venues.',
    );
    expect(
      summarize(
        'concerts tonight',
        [jazzVenue],
        parsed({ categories: ['concerts'], when: 'tonight' }),
        { time },
      ),
    ).toBe('No concerts are listed tonight; here are music venues.');
    expect(
      summarize(
        'rockies game tonight',
        [
          activity({
            category: 'professional_sports',
            subcategory: 'Baseball',
          }),
        ],
        parsed({
          categories: ['professional_sports'],
          subcategories: ['Baseball'],
        }),
        { time },
      ),
    ).toBe('No baseball games are listed tonight; here are baseball venues.');
  });

  it('says what was found when a show of the kind is on then', () => {
    const jazzShow = { ...rockShow, subcategory: 'Jazz' };
    expect(
      summarize('jazz tonight', [jazzShow, jazzVenue], jazz, { time }),
    ).toBe(
      'Found 2 activities for "jazz tonight", looking for: Concerts & Events, Jazz, Tonight.',
    );
  });

  it('leaves questions about places, not events, as they were', () => {
    const brunch = parsed({
      categories: ['food'],
      subcategories: ['Brunch'],
      when: 'sunday',
    });
    expect(
      summarize(
        'brunch sunday',
        [activity({ subcategory: 'Brunch' })],
        brunch,
        {
          time: { ...time, label: 'on Sunday' },
        },
      ),
    ).toBe(
      'Found 1 activity for "brunch sunday", looking for: Food & Dining, Brunch, Sunday.',
    );
  });

  it('says when nothing known to be free was found', () => {
    expect(
      summarize('free concerts', [rockShow], parsed({ price_max: 0 }), {
        nothingFree: true,
      }),
    ).toBe('Nothing known to be free matched; these may charge.');
  });

  it('knows an empty reading', () => {
    expect(understoodNothing(EMPTY_PARSED_SEARCH)).toBe(true);
    expect(understoodNothing(parsed({ keywords: ['zorbing'] }))).toBe(false);
    expect(understoodNothing(parsed({ top_rated: true }))).toBe(false);
  });

  it('says what was asked but could not be checked', () => {
    const cheapVegetarian = parsed({
      subcategories: ['Brunch'],
      keywords: ['vegetarian'],
      price_max: 1,
    });
    const unpriced = activity({ subcategory: 'Brunch', price_level: null });
    expect(
      summarize('cheap vegetarian brunch', [unpriced], cheapVegetarian),
    ).toBe(
      'Found 1 activity for "cheap vegetarian brunch", looking for: Brunch, Up to $ ($10-25), "vegetarian". ' +
        'No listing here mentions "vegetarian", so that was not checked. ' +
        'None of these has a listed price; only places known to cost more were left out.',
    );
    const listed = activity({
      subcategory: 'Brunch',
      price_level: 1,
      description: 'Vegetarian plates.',
    });
    expect(
      summarize('cheap vegetarian brunch', [listed], cheapVegetarian),
    ).toBe(
      'Found 1 activity for "cheap vegetarian brunch", looking for: Brunch, Up to $ ($10-25), "vegetarian".',
    );
  });

  it('says a large group cannot be checked against any listing', () => {
    const place = activity({ subcategory: 'Brunch', price_level: 2 });
    expect(summarize('brunch for 8', [place], parsed({ group_size: 8 }))).toBe(
      'Found 1 activity for "brunch for 8", looking for: Group of 8. ' +
        'No listing says how many people it takes: check with the place for a group of 8.',
    );
    expect(summarize('brunch for 4', [place], parsed({ group_size: 4 }))).toBe(
      'Found 1 activity for "brunch for 4", looking for: Group of 4.',
    );
  });
});
