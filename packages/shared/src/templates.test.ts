import { describe, expect, it } from 'vitest';

import { INTEREST_NAMES } from './interests';
import { metroToday, milesToMeters } from './metro';
import {
  BUILT_IN_TEMPLATES,
  buildTemplatePlanPayload,
  defaultTemplateDates,
  findBuiltInTemplate,
  mergeTemplateInterests,
  planDays,
  quickPlanInterests,
  scheduledTemplateStart,
  templatePlanName,
} from './templates';

describe('built-in templates', () => {
  it('has the 12 spec ids with their budget ranges and tiers', () => {
    const table = BUILT_IN_TEMPLATES.map(
      (t) =>
        `${t.id} ${t.budgetRange.min}-${t.budgetRange.max} ${t.isPremium ? 'premium' : 'free'}`,
    );
    expect(table).toEqual([
      'date-night 80-200 free',
      'sports-night 100-300 free',
      'outdoor-adventure 40-120 free',
      'culture-day 60-180 free',
      'foodie-tour 80-250 free',
      'family-fun 50-150 free',
      'night-out 70-200 free',
      'weekend-explorer 40-120 free',
      'bachelor-party 200-500 premium',
      'bachelorette-party 180-400 premium',
      'tailgate-party 150-350 premium',
      'group-birthday 120-300 premium',
    ]);
  });

  it('uses only the product interest names', () => {
    for (const t of BUILT_IN_TEMPLATES) {
      expect(t.interests.length).toBeGreaterThan(0);
      for (const i of t.interests) expect(INTEREST_NAMES).toContain(i);
      expect(t.activities.length).toBeGreaterThan(0);
      expect(t.timeEstimate).not.toBe('');
    }
  });

  it('finds a template by id', () => {
    expect(findBuiltInTemplate('foodie-tour')?.title).toBe('Foodie Tour');
    expect(findBuiltInTemplate('nope')).toBeUndefined();
  });
});

describe('template plan rules', () => {
  it('names the plan after the template', () => {
    expect(templatePlanName('Date Night')).toBe('My Date Night Plan');
  });

  it('merges interests with preferred activities without duplicates', () => {
    expect(
      mergeTemplateInterests(
        ['Food & Dining', 'Bars & Nightlife'],
        ['food & dining', 'Shopping', 'Shopping'],
      ),
    ).toEqual(['Food & Dining', 'Bars & Nightlife', 'Shopping']);
    expect(mergeTemplateInterests(['Shopping'], null)).toEqual(['Shopping']);
  });

  it('converts miles to meters with 1609.34', () => {
    expect(milesToMeters(10)).toBe(16093.4);
    expect(milesToMeters(1)).toBe(1609.34);
  });

  it('defaults dates to today..today+2 in Denver', () => {
    // 03:00 UTC on Jan 10 is still Jan 9 in Denver (UTC-7).
    const now = new Date('2026-01-10T03:00:00Z');
    expect(metroToday(now)).toBe('2026-01-09');
    expect(defaultTemplateDates(now)).toEqual({
      startDate: '2026-01-09',
      endDate: '2026-01-11',
    });
    expect(defaultTemplateDates(new Date('2026-12-31T12:00:00Z'))).toEqual({
      startDate: '2026-12-31',
      endDate: '2027-01-02',
    });
  });

  it('starts a scheduled template today only before its 9 AM morning', () => {
    // 15:59 UTC is 8:59 in Denver (UTC-7); 16:00 UTC is 9:00.
    expect(scheduledTemplateStart(new Date('2026-11-28T15:59:00Z'))).toBe(
      '2026-11-28',
    );
    expect(scheduledTemplateStart(new Date('2026-11-28T16:00:00Z'))).toBe(
      '2026-11-29',
    );
    expect(scheduledTemplateStart(new Date('2026-12-31T23:00:00Z'))).toBe(
      '2027-01-01',
    );
  });

  it('lists plan days inclusively and rejects bad ranges', () => {
    expect(planDays('2026-02-27', '2026-03-01')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(planDays('2026-03-02', '2026-03-01')).toEqual([]);
    expect(planDays('2026-02-30', '2026-03-01')).toEqual([]);
  });

  it('builds the plan payload with defaults', () => {
    const payload = buildTemplatePlanPayload({
      template: {
        id: 'date-night',
        title: 'Date Night',
        interests: ['Food & Dining'],
        budgetRange: null,
      },
      location: { lat: 39.7392, lng: -104.9903 },
      startDate: '2026-05-01',
      endDate: '2026-05-02',
      preferredActivities: ['Entertainment', 'Food & Dining'],
    });
    expect(payload).toEqual({
      name: 'My Date Night Plan',
      template: 'date-night',
      location: { lat: 39.7392, lng: -104.9903 },
      days: ['2026-05-01', '2026-05-02'],
      interests: ['Food & Dining', 'Entertainment'],
      radius: 16093.4,
      price_range: { min: 50, max: 200 },
      budget_min: 50,
      budget_max: 200,
    });
  });

  it('keeps the search distance within 1-50 miles', () => {
    const base = {
      template: BUILT_IN_TEMPLATES[0]!,
      location: { lat: 1, lng: 2 },
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    };
    expect(buildTemplatePlanPayload({ ...base, radiusMiles: 80 }).radius).toBe(
      milesToMeters(50),
    );
    expect(buildTemplatePlanPayload({ ...base, radiusMiles: 0 }).radius).toBe(
      1609.34,
    );
    expect(buildTemplatePlanPayload(base).price_range).toEqual({
      min: 80,
      max: 200,
    });
  });
});

describe('quick plan interest rule', () => {
  it('adds the three fallbacks when fewer than 2 interests', () => {
    expect(quickPlanInterests([])).toEqual([
      'Food & Dining',
      'Entertainment',
      'Concerts & Events',
    ]);
    expect(quickPlanInterests(['Entertainment'])).toEqual([
      'Entertainment',
      'Food & Dining',
      'Concerts & Events',
    ]);
  });

  it('keeps two or more interests unchanged', () => {
    expect(quickPlanInterests(['Shopping', 'Arts & Culture'])).toEqual([
      'Shopping',
      'Arts & Culture',
    ]);
  });
});
