import { describe, expect, it } from 'vitest';

import {
  bucketPriorityInputSchema,
  targetSeasonInputSchema,
} from './bucket-list';
import {
  hasFeatureAccess,
  isPremiumTemplate,
  limitReachedMessage,
  usageStatus,
} from './premium';

describe('usageStatus', () => {
  it('warns strictly above 80 % and stops at the limit', () => {
    expect(usageStatus(40, 50)).toBe('ok');
    expect(usageStatus(41, 50)).toBe('approaching');
    expect(usageStatus(50, 50)).toBe('at_limit');
    expect(usageStatus(60, 50)).toBe('at_limit');
    expect(usageStatus(0, 0)).toBe('at_limit');
    expect(usageStatus(500, 'unlimited')).toBe('unlimited');
  });
});

describe('hasFeatureAccess', () => {
  it('opens beta features to free users only while the beta lasts', () => {
    const free = { isPremium: false, betaActive: true };
    expect(hasFeatureAccess('group_planning', free)).toBe(true);
    expect(hasFeatureAccess('templates', free)).toBe(true);
    expect(hasFeatureAccess('enhanced_recommendations', free)).toBe(false);
    expect(hasFeatureAccess('something_new', free)).toBe(false);
    expect(
      hasFeatureAccess('templates', { isPremium: false, betaActive: false }),
    ).toBe(false);
    expect(
      hasFeatureAccess('something_new', { isPremium: true, betaActive: false }),
    ).toBe(true);
  });

  it('knows the four premium templates', () => {
    expect(isPremiumTemplate('bachelorette-party')).toBe(true);
    expect(isPremiumTemplate('group-birthday')).toBe(true);
    expect(isPremiumTemplate('date-night')).toBe(false);
  });

  it('words the limit message like the spec', () => {
    expect(limitReachedMessage('bucket list')).toBe(
      "You've reached your bucket list limit. Upgrade to Premium for unlimited access.",
    );
  });
});

describe('bucket-list inputs', () => {
  it('maps legacy numeric priorities and rejects others', () => {
    expect(bucketPriorityInputSchema.parse(1)).toBe('high');
    expect(bucketPriorityInputSchema.parse('2')).toBe('medium');
    expect(bucketPriorityInputSchema.parse(3)).toBe('low');
    expect(bucketPriorityInputSchema.safeParse(4).success).toBe(false);
    expect(bucketPriorityInputSchema.safeParse('urgent').success).toBe(false);
  });

  it('treats empty and anytime seasons as null', () => {
    expect(targetSeasonInputSchema.parse('')).toBeNull();
    expect(targetSeasonInputSchema.parse('anytime')).toBeNull();
    expect(targetSeasonInputSchema.parse(null)).toBeNull();
    expect(targetSeasonInputSchema.parse('fall')).toBe('fall');
  });
});
