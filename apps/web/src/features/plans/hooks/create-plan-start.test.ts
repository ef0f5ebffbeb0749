import { DEFAULT_PREFERENCES, type Preferences } from '@app/shared/preferences';
import { describe, expect, it } from 'vitest';

import { planStartFrom } from './create-plan-start';

const prefs = (over: Partial<Preferences>): Preferences => ({
  ...DEFAULT_PREFERENCES,
  preferred_activities: ['Food & Dining'],
  ...over,
});

describe('planStartFrom', () => {
  it("is spec 2's defaults without preferences or with setup skipped", () => {
    const spec = {
      interests: [],
      budget: 200,
      budget_type: 'total',
      radius_miles: 15,
    };
    expect(planStartFrom(undefined)).toEqual(spec);
    expect(planStartFrom(DEFAULT_PREFERENCES)).toEqual(spec);
  });

  it('maps preferred activities to the picker, dropping what it does not offer', () => {
    expect(
      planStartFrom(
        prefs({
          preferred_activities: [
            'Food & Dining',
            'arts',
            'nightlife: Breweries',
            'outdoors: Skydiving',
            'Sushi',
            'Comedy Shows',
            'Knitting',
            'food',
          ],
        }),
      ).interests,
    ).toEqual([
      'food',
      'arts',
      'nightlife: Breweries',
      'outdoors',
      'food: Sushi',
      'entertainment: Comedy Shows',
      'concerts: Comedy Shows',
    ]);
  });

  it('takes the per-day budget, or a stored total when that is the preferred type', () => {
    expect(planStartFrom(prefs({ default_budget_per_day: 50 }))).toMatchObject({
      budget: 50,
      budget_type: 'per_day',
    });
    expect(
      planStartFrom(
        prefs({ preferred_budget_type: 'total', default_budget_total: 320 }),
      ),
    ).toMatchObject({ budget: 325, budget_type: 'total' });
    expect(
      planStartFrom(
        prefs({ preferred_budget_type: 'total', default_budget_total: 9000 }),
      ),
    ).toMatchObject({ budget: 500, budget_type: 'total' });
    expect(
      planStartFrom(
        prefs({
          preferred_budget_type: 'total',
          default_budget_total: null,
          default_budget_per_day: 75,
        }),
      ),
    ).toMatchObject({ budget: 75, budget_type: 'per_day' });
  });

  it("puts the radius on the slider's nearest stop within its range", () => {
    const radius = (miles: number) =>
      planStartFrom(prefs({ default_radius: miles })).radius_miles;
    expect(radius(5)).toBe(5);
    expect(radius(50)).toBe(50);
    expect(radius(12)).toBe(10);
    expect(radius(13)).toBe(15);
    expect(radius(1)).toBe(5);
    expect(radius(300)).toBe(200);
  });
});
