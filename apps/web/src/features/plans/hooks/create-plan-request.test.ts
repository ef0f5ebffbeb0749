import { describe, expect, it } from 'vitest';

import {
  buildCreatePlanRequest,
  CREATE_MESSAGES,
  validateCreateForm,
  type CreateForm,
} from './create-plan-request';

const form: CreateForm = {
  locationText: '',
  coords: null,
  startDate: '2026-11-28',
  endDate: '2026-11-29',
  interests: [],
  aiPrompt: '',
  budget: 200,
  budgetType: 'total',
  radiusMiles: 15,
};

describe('create plan form', () => {
  it('checks interests, then location, then coordinates', () => {
    expect(validateCreateForm(form)).toBe(CREATE_MESSAGES.noInterest);
    const withInterest = { ...form, interests: ['food'] };
    expect(validateCreateForm(withInterest)).toBe(CREATE_MESSAGES.noLocation);
    expect(
      validateCreateForm({ ...withInterest, locationText: 'Denver' }),
    ).toBe(CREATE_MESSAGES.noCoordinates);
    expect(
      validateCreateForm({ ...withInterest, coords: { lat: 1, lng: 2 } }),
    ).toBeNull();
  });

  it('builds the create payload with meters, the price range and the generated name', () => {
    const request = buildCreatePlanRequest(
      {
        ...form,
        interests: ['outdoors: Parks'],
        coords: { lat: 39.7, lng: -105 },
        locationText: ' Denver ',
        aiPrompt: ' parks ',
      },
      '2026-11-22',
      new Date(2026, 10, 22, 18),
    );
    expect(request).toEqual({
      name: 'Evening Outdoor Activities Plan - Sat, Nov 28 - Sun, Nov 29',
      template: 'manual',
      location: { lat: 39.7, lng: -105, address: 'Denver' },
      days: ['2026-11-28', '2026-11-29'],
      interests: ['outdoors: Parks'],
      radius: 15 * 1609.34,
      price_range: { min: 0, max: 200 },
      budget: 200,
      budget_type: 'total',
      ai_prompt: 'parks',
    });
  });
});
