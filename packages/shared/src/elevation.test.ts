import { describe, expect, it } from 'vitest';

import {
  analyseProfile,
  DEFAULT_TRAIL_GAIN_FEET,
  DEFAULT_TRAIL_MILES,
  difficultyRating,
  gradeBand,
  isTrail,
  parseFeet,
  parseMiles,
  syntheticProfile,
} from './elevation';

describe('gradeBand (spec 2 §9)', () => {
  it.each([
    [0, 'Easy'],
    [4.9, 'Easy'],
    [5, 'Moderate'],
    [10, 'Moderate'],
    [10.1, 'Steep'],
    [15, 'Steep'],
    [15.1, 'Very Steep'],
    [40, 'Very Steep'],
  ])('%s%% is %s', (grade, band) => {
    expect(gradeBand(grade)).toBe(band);
  });

  it('bands a descent by its steepness', () => {
    expect(gradeBand(-12)).toBe('Steep');
    expect(gradeBand(-3)).toBe('Easy');
  });
});

describe('analyseProfile', () => {
  it('summarises the default synthetic climb', () => {
    const analysis = analyseProfile(
      syntheticProfile(DEFAULT_TRAIL_MILES, DEFAULT_TRAIL_GAIN_FEET),
    );
    expect(analysis.total_distance_miles).toBe(5);
    expect(analysis.elevation_gain_feet).toBe(1000);
    expect(analysis.estimated_time_hours).toBe(3.5);
    expect(analysis.difficulty_rating).toBe('moderate');
    expect(analysis.elevation_profile).toHaveLength(21);
    const { grade_distribution: bands } = analysis;
    expect(
      bands.flat_0_5_percent +
        bands.moderate_5_15_percent +
        bands.steep_15_plus_percent,
    ).toBe(100);
    expect(analysis.steep_sections).toEqual([]);
  });

  it('flags stretches over 10% and finds the steepest one', () => {
    const analysis = analyseProfile([
      { distance: 0, elevation: 0 },
      { distance: 1, elevation: 264 }, // 5%
      { distance: 1.5, elevation: 264 + 0.12 * 2640 }, // 12%
      { distance: 2, elevation: 264 + 0.12 * 2640 + 0.2 * 2640 }, // 20%
      { distance: 3, elevation: 264 + 0.32 * 2640 }, // 0%
    ]);
    expect(analysis.steepest_section).toEqual({
      start_mile: 1.5,
      end_mile: 2,
      grade_percent: 20,
    });
    expect(analysis.steep_sections).toEqual([
      { start_mile: 1, end_mile: 2, grade_percent: 20 },
    ]);
    expect(analysis.grade_distribution.steep_15_plus_percent).toBe(17);
  });
});

describe('difficultyRating', () => {
  it('rises with distance and climbing', () => {
    expect(difficultyRating(2, 200)).toBe('easy');
    expect(difficultyRating(5, 1000)).toBe('moderate');
    expect(difficultyRating(6, 2500)).toBe('difficult');
    expect(difficultyRating(10, 4000)).toBe('very difficult');
  });
});

describe('parseMiles and parseFeet', () => {
  it('reads numbers and labelled text, and refuses the rest', () => {
    expect(parseMiles(3.5)).toBe(3.5);
    expect(parseMiles('3.5 miles')).toBe(3.5);
    expect(parseMiles('10 km')).toBeCloseTo(6.21, 2);
    expect(parseMiles('unknown')).toBeNull();
    expect(parseFeet('1,200 ft')).toBe(1200);
    expect(parseFeet('100 m')).toBeCloseTo(328.1, 1);
    expect(parseFeet(-5)).toBeNull();
  });
});

describe('isTrail', () => {
  it('takes hiking areas and trails, not parks with paths', () => {
    expect(
      isTrail({ subcategory: 'Hiking', types: ['park', 'hiking_area'] }),
    ).toBe(true);
    expect(isTrail({ subcategory: 'Biking', types: ['trail'] })).toBe(true);
    expect(isTrail({ types: ['hiking_area'] })).toBe(true);
    expect(isTrail({ subcategory: 'Parks', types: ['park'] })).toBe(false);
    expect(
      isTrail({
        subcategory: 'Recreation Areas',
        types: ['park', 'open_space'],
      }),
    ).toBe(false);
    expect(isTrail({ subcategory: null, types: null })).toBe(false);
  });
});
