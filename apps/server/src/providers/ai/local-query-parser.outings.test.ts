import { describe, expect, it } from 'vitest';

import { analyzeQuery } from './local-query-parser';

describe('local query parser: outings named by what is done', () => {
  it('reads clubbing as nightclubs and so the night, not as climbing', () => {
    for (const q of ['clubbing saturday night', 'clubbing saturday']) {
      const { parsed } = analyzeQuery(q);
      expect(parsed.subcategories).toEqual(['Nightclubs']);
      expect(parsed.categories).toEqual(['nightlife']);
      expect(parsed.time_of_day).toBe('evening');
      expect(parsed.when).toBe('saturday');
    }
  });

  it('reads a matinee as a show in the afternoon unless a time is given', () => {
    const { parsed } = analyzeQuery('sunday matinee');
    expect(parsed.subcategories).toEqual(['Theater']);
    expect(parsed.time_of_day).toBe('afternoon');
    // A dinner after it carries the day on into the evening.
    const dinner = analyzeQuery('sunday matinee and an early dinner').parsed;
    expect(dinner.subcategories).toContain('Theater');
    expect(dinner.categories).toEqual(
      expect.arrayContaining(['entertainment', 'food']),
    );
    expect(dinner.time_of_day).toBeNull();
    expect(dinner.keywords).toEqual([]);
    expect(analyzeQuery('matinee saturday evening').parsed.time_of_day).toBe(
      'evening',
    );
  });

  it('counts the heads of a family, a party, a group and of us', () => {
    const lunch = analyzeQuery('lunch for a family of 8').parsed;
    expect(lunch.group_size).toBe(8);
    expect(lunch.occasion).toBe('family');
    expect(analyzeQuery('dinner for a party of 6').parsed.group_size).toBe(6);
    expect(analyzeQuery('bowling for a group of ten').parsed.group_size).toBe(
      10,
    );
    expect(analyzeQuery('brunch for 8 people').parsed.group_size).toBe(8);
    expect(analyzeQuery('eight of us saturday').parsed.group_size).toBe(8);
    // An amount of time or money counts no heads.
    expect(analyzeQuery('a hike for two hours').parsed.group_size).toBeNull();
    expect(analyzeQuery('dinner for 20 dollars').parsed.group_size).toBeNull();
  });

  it('reads a walk as an outing to a park, whatever the weather', () => {
    for (const q of [
      "walk the dog saturday morning, it's cold out",
      'a walk sunday',
      'stroll saturday afternoon',
    ]) {
      const { parsed } = analyzeQuery(q);
      expect(parsed.categories).toEqual(['outdoors']);
      expect(parsed.subcategories).toEqual(['Parks']);
      expect(parsed.keywords).toEqual([]);
    }
    // The galleries' walk is art.
    expect(analyzeQuery('art walk on santa fe').parsed.categories).toEqual([
      'arts',
    ]);
  });

  it('reads a named park as an outdoor outing, but not a meal near one', () => {
    for (const q of [
      'rainy sunday at wash park',
      'city park saturday',
      'cheesman',
      "sloan's lake sunday",
      'red rocks',
    ]) {
      const { parsed } = analyzeQuery(q);
      expect(parsed.categories).toEqual(['outdoors']);
      expect(parsed.subcategories).toEqual(['Parks']);
    }
    expect(analyzeQuery('rainy sunday at wash park').parsed.setting).toBe(
      'indoor',
    );
    expect(analyzeQuery('brunch near wash park').parsed.categories).toEqual([
      'food',
    ]);
    expect(analyzeQuery('rainy sunday in rino').parsed.categories).not.toEqual([
      'outdoors',
    ]);
  });
});
