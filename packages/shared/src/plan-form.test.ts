import { describe, expect, it } from 'vitest';

import {
  CREATE_PLAN_MESSAGES,
  createPlanFormSchema,
  type CreatePlanForm,
} from './plan-form';

const form: CreatePlanForm = {
  location_text: '',
  coords: null,
  start_date: '2026-11-28',
  end_date: '2026-11-29',
  interests: ['food'],
  ai_prompt: '',
  budget: 200,
  budget_type: 'total',
  radius_miles: 15,
};

describe('createPlanFormSchema', () => {
  it('reports only the first failing check, on its field', () => {
    const check = createPlanFormSchema.safeParse({ ...form, interests: [] });
    expect(check.error?.issues).toEqual([
      { path: ['interests'], message: CREATE_PLAN_MESSAGES.noInterest },
    ]);
  });

  it('tells a typed place without coordinates from no place at all', () => {
    expect(createPlanFormSchema.safeParse(form).error?.issues[0]).toEqual({
      path: ['coords'],
      message: CREATE_PLAN_MESSAGES.noLocation,
    });
    expect(
      createPlanFormSchema.safeParse({ ...form, location_text: ' Denver ' })
        .error?.issues[0]?.message,
    ).toBe(CREATE_PLAN_MESSAGES.noCoordinates);
  });

  it('passes a complete form through', () => {
    const complete = { ...form, coords: { lat: 39.7, lng: -105 } };
    expect(createPlanFormSchema.safeParse(complete)).toEqual({
      success: true,
      data: complete,
    });
  });
});
