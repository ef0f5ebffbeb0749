import { describe, expect, it } from 'vitest';

import { analyzeQuery } from './local-query-parser';

describe('local query parser: filler words and asks listings seldom record', () => {
  it('never keeps filler words as keywords', () => {
    for (const query of [
      'things to do with kids when it snows',
      'anything good near me',
      'best spots for kids if it rains',
      'what places are nice while it snows',
      'where to go during the day with kids',
      'some stuff for kids, whatever is close',
    ]) {
      expect(analyzeQuery(query).parsed.keywords, query).toEqual([]);
    }
    expect(analyzeQuery('next nuggets game').parsed.keywords).toEqual([
      'nuggets',
      'game',
    ]);
    const snow = analyzeQuery('things to do with kids when it snows');
    expect(snow.parsed).toMatchObject({
      occasion: 'family',
      setting: 'indoor',
    });
    expect(snow.coverage).toBe(1);
  });

  it("reads a museum's free day as free, with the free day kept to be checked", () => {
    const { parsed } = analyzeQuery('museum free day');
    expect(parsed).toMatchObject({
      categories: ['arts'],
      subcategories: ['Museums'],
      price_max: 0,
    });
    expect(parsed.keywords).toEqual(['free day', 'museum']);
    // Alone it is a day off, not a museum visit.
    const dayOff = analyzeQuery('my free day').parsed;
    expect(dayOff.subcategories).not.toContain('Museums');
    expect(dayOff.price_max).toBe(0);
  });

  it('looks for a dog-friendly patio where patios and dogs are', () => {
    const { parsed } = analyzeQuery('dog friendly patio');
    expect(parsed.keywords).toEqual(['patio', 'dog friendly']);
    expect(parsed.categories).toEqual(['nightlife', 'food', 'outdoors']);
    expect(parsed.subcategories).toEqual(['Breweries', 'Bars', 'Pubs']);
    // A kind named keeps the search in it.
    expect(analyzeQuery('brewery with a patio').parsed).toMatchObject({
      categories: ['nightlife'],
      subcategories: ['Breweries'],
    });
    expect(analyzeQuery('beer garden').parsed.keywords).toEqual(['patio']);
  });

  it('keeps a request for adult entertainment as what it names', () => {
    expect(analyzeQuery('strip clubs').parsed).toMatchObject({
      categories: ['nightlife'],
      keywords: ['strip clubs'],
    });
    expect(analyzeQuery('dog park').parsed).toMatchObject({
      subcategories: ['Parks'],
      keywords: ['dog park'],
    });
  });
});
