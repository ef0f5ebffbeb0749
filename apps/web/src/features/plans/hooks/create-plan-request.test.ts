import {
  CREATE_PLAN_MESSAGES as CREATE_MESSAGES,
  createPlanFormSchema,
  type CreatePlanForm,
} from '@app/shared/plans';
import { describe, expect, it } from 'vitest';

import { buildCreatePlanRequest } from './create-plan-request';

const form: CreatePlanForm = {
  location_text: '',
  coords: null,
  start_date: '2026-11-28',
  end_date: '2026-11-29',
  interests: [],
  ai_prompt: '',
  budget: 200,
  budget_type: 'total',
  radius_miles: 15,
};

/** The one message the form shows, or null when the form is valid. */
const validateCreateForm = (values: CreatePlanForm) =>
  createPlanFormSchema.safeParse(values).error?.issues[0]?.message ?? null;

describe('create plan form', () => {
  it('checks interests, then location, then coordinates', () => {
    expect(validateCreateForm(form)).toBe(CREATE_MESSAGES.noInterest);
    const withInterest = { ...form, interests: ['food'] };
    expect(validateCreateForm(withInterest)).toBe(CREATE_MESSAGES.noLocation);
    expect(
      validateCreateForm({ ...withInterest, location_text: 'Denver' }),
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
        location_text: ' Denver ',
        ai_prompt: ' parks ',
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
