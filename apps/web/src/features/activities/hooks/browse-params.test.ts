import { describe, expect, it } from 'vitest';

import {
  choicesFromParams,
  paramsFromChoices,
  sortFor,
  type BrowseChoices,
} from './browse-params';

const address = (query: string) =>
  paramsFromChoices(choicesFromParams(new URLSearchParams(query))).toString();

const withSort = (sort: BrowseChoices['sort'], search = ''): BrowseChoices => {
  const choices = choicesFromParams(new URLSearchParams());
  return { ...choices, sort, filters: { ...choices.filters, search } };
};

describe('browse order in the address', () => {
  it('opens on the soonest events, and on the best match while there is text', () => {
    expect(sortFor(null, '')).toBe('start_time');
    expect(sortFor(null, 'jazz')).toBe('relevance');
    // Text of spaces only is no search.
    expect(sortFor(null, '   ')).toBe('start_time');
  });

  it('keeps an order the user picked, with or without text', () => {
    expect(sortFor('name', '')).toBe('name');
    expect(sortFor('start_time', 'jazz')).toBe('start_time');
    expect(sortFor('distance', 'jazz')).toBe('distance');
  });

  it('gives up best match when the text is gone', () => {
    expect(sortFor('relevance', '')).toBe('start_time');
    expect(sortFor('relevance', 'jazz')).toBe('relevance');
  });

  it('reads the orders it knows and ignores the rest', () => {
    for (const sort of ['rating', 'name', 'distance', 'start_time'] as const) {
      expect(choicesFromParams(new URLSearchParams({ sort })).sort).toBe(sort);
    }
    for (const odd of ['popular', 'RATING', '', 'distance ']) {
      expect(choicesFromParams(new URLSearchParams({ sort: odd })).sort).toBe(
        null,
      );
    }
  });

  it('writes only an order that differs from the default for its text', () => {
    expect(paramsFromChoices(withSort('rating')).toString()).toBe(
      'sort=rating',
    );
    expect(paramsFromChoices(withSort('start_time')).toString()).toBe('');
    expect(paramsFromChoices(withSort('start_time', 'jazz')).toString()).toBe(
      'q=jazz&sort=start_time',
    );
    expect(paramsFromChoices(withSort('relevance', 'jazz')).toString()).toBe(
      'q=jazz',
    );
  });

  it('drops an order the address cannot use', () => {
    expect(address('sort=popular&category=food')).toBe('category=food');
    // Best match without text is the default order, so it is left out.
    expect(address('sort=relevance')).toBe('');
    expect(address('q=jazz&sort=relevance')).toBe('q=jazz');
    expect(address('sort=distance&layout=list')).toBe(
      'sort=distance&layout=list',
    );
  });
});
