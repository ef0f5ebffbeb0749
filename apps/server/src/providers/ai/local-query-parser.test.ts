import { describe, expect, it } from 'vitest';

import { analyzeQuery, singular, tokenize } from './local-query-parser';

describe('local query parser', () => {
  it('maps food synonyms to a category, subcategory and keyword', () => {
    const { parsed } = analyzeQuery('Best tacos in town');
    expect(parsed.categories).toEqual(['food']);
    expect(parsed.subcategories).toEqual(['Mexican']);
    expect(parsed.keywords).toEqual(['tacos']);
    expect(parsed.top_rated).toBe(true);
  });

  it('reads cheap hikes as outdoors Hiking on a low budget', () => {
    const { parsed, coverage } = analyzeQuery('cheap hikes');
    expect(parsed.categories).toEqual(['outdoors']);
    expect(parsed.subcategories).toEqual(['Hiking']);
    expect(parsed.price_max).toBe(1);
    expect(coverage).toBe(1);
  });

  it('reads breweries, time and group size', () => {
    const { parsed } = analyzeQuery('A brewery this weekend for 6');
    expect(parsed.categories).toEqual(['nightlife']);
    expect(parsed.subcategories).toEqual(['Breweries']);
    expect(parsed.when).toBe('this_weekend');
    expect(parsed.group_size).toBe(6);
    expect(parsed.occasion).toBe('group');
  });

  it('prefers longer phrases: sports bar is not just a bar', () => {
    const { parsed } = analyzeQuery('sports bar tonight');
    expect(parsed.subcategories).toEqual(['Sports Bars']);
    expect(parsed.when).toBe('tonight');
    expect(parsed.time_of_day).toBe('evening');
  });

  it('implies categories from date night only when none are named', () => {
    expect(analyzeQuery('Date night ideas').parsed).toMatchObject({
      occasion: 'date_night',
      categories: ['food', 'nightlife', 'entertainment'],
    });
    expect(analyzeQuery('date night sushi').parsed).toMatchObject({
      occasion: 'date_night',
      categories: ['food'],
      subcategories: ['Sushi'],
    });
  });

  it('understands kids, rainy days, fancy and free', () => {
    expect(analyzeQuery('things to do with kids').parsed.occasion).toBe(
      'family',
    );
    const rainy = analyzeQuery('rainy saturday').parsed;
    expect(rainy.setting).toBe('indoor');
    expect(rainy.when).toBe('saturday');
    expect(rainy.categories).toEqual(['arts', 'entertainment', 'shopping']);
    expect(analyzeQuery('fancy dinner').parsed).toMatchObject({
      price_min: 3,
      categories: ['food'],
    });
    expect(analyzeQuery('free outdoor fun').parsed).toMatchObject({
      price_max: 0,
      setting: 'outdoor',
      categories: ['outdoors'],
    });
  });

  it('picks what suits both occasion and weather', () => {
    expect(analyzeQuery('rainy day with kids').parsed.categories).toEqual([
      'entertainment',
      'arts',
    ]);
  });

  it('reads price caps and number words', () => {
    expect(analyzeQuery('dinner under $20').parsed.price_max).toBe(1);
    expect(analyzeQuery('bowling for four').parsed.group_size).toBe(4);
  });

  it('keeps unknown words as keywords and lowers coverage', () => {
    const { parsed, coverage } = analyzeQuery('zorbing near Denver');
    expect(parsed.categories).toEqual([]);
    expect(parsed.keywords).toEqual(['zorbing']);
    expect(coverage).toBe(0);
  });

  it('does not read "show me" as a concert', () => {
    expect(analyzeQuery('show me museums').parsed.categories).toEqual(['arts']);
  });

  it('tokenizes and singularizes plain English', () => {
    expect(tokenize("Let's grab TACOS!")).toEqual(['lets', 'grab', 'tacos']);
    expect(singular('breweries')).toBe('brewery');
    expect(singular('tacos')).toBe('taco');
    expect(singular('glass')).toBe('glass');
  });
});
