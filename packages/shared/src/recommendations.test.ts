import { describe, expect, it } from 'vitest';

import {
  engagementEventSchema,
  matchLabel,
  percent,
  personalizedRequestSchema,
  RECOMMENDATION_WEIGHTS,
} from './recommendations';

describe('recommendation rules', () => {
  it('labels matches at the spec thresholds and colours', () => {
    expect(matchLabel(0.8)).toEqual({ label: 'Excellent', color: 'success' });
    expect(matchLabel(0.79)).toEqual({ label: 'Good', color: 'warning' });
    expect(matchLabel(0.6)).toEqual({ label: 'Good', color: 'warning' });
    expect(matchLabel(0.59)).toEqual({ label: 'Fair', color: 'error' });
    expect(matchLabel(0.4)).toEqual({ label: 'Fair', color: 'error' });
    expect(matchLabel(0.39)).toEqual({ label: 'Okay', color: 'error' });
  });

  it('weights sum to 100 % and print as whole percents', () => {
    const sum = Object.values(RECOMMENDATION_WEIGHTS).reduce(
      (a: number, b) => a + b,
      0,
    );
    expect(sum).toBeCloseTo(1);
    expect(percent(RECOMMENDATION_WEIGHTS.price_score)).toBe('12%');
    expect(percent(0.156)).toBe('16%');
  });

  it('counts view time only from 3 seconds', () => {
    const base = { activity_id: 1, type: 'view_time' as const };
    expect(
      engagementEventSchema.safeParse({ ...base, view_time_seconds: 3 })
        .success,
    ).toBe(true);
    expect(
      engagementEventSchema.safeParse({ ...base, view_time_seconds: 2.99 })
        .success,
    ).toBe(false);
    expect(engagementEventSchema.safeParse(base).success).toBe(false);
    expect(
      engagementEventSchema.safeParse({
        activity_id: 1,
        type: 'plan_inclusion',
      }).success,
    ).toBe(true);
  });

  it('defaults the personalised limit to 12 and caps it at 50', () => {
    const body = { user_id: 1, user_location: [39.7, -105] };
    expect(personalizedRequestSchema.parse(body).limit).toBe(12);
    expect(
      personalizedRequestSchema.safeParse({ ...body, limit: 51 }).success,
    ).toBe(false);
  });
});
