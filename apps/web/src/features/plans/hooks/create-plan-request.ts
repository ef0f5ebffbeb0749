import { daysList, generatePlanName } from '@app/shared/plan-rules';
import type { BudgetType, CreatePlanInput } from '@app/shared/plans';
import { milesToMeters } from '@app/shared/templates';

import type { Coordinates } from '../../../lib/geolocation';

export const CREATE_MESSAGES = {
  noInterest: 'Please select at least one interest',
  noLocation: 'Please set a location or use current location',
  noCoordinates:
    'Location is required. Please select a location or use current location.',
} as const;

export type CreateForm = {
  locationText: string;
  coords: Coordinates | null;
  startDate: string;
  endDate: string;
  interests: string[];
  aiPrompt: string;
  budget: number;
  budgetType: BudgetType;
  radiusMiles: number;
};

/** The first failing rule of spec 2 §5, in its order; null when valid. */
export function validateCreateForm(form: CreateForm): string | null {
  if (form.interests.length === 0) return CREATE_MESSAGES.noInterest;
  if (!form.coords && !form.locationText.trim())
    return CREATE_MESSAGES.noLocation;
  if (!form.coords) return CREATE_MESSAGES.noCoordinates;
  return null;
}

export function buildCreatePlanRequest(
  form: CreateForm & { coords: Coordinates },
  today: string,
  now: Date = new Date(),
): CreatePlanInput {
  const days = daysList(form.startDate, form.endDate, today);
  return {
    name: generatePlanName(
      form.interests,
      days[0]!,
      days[days.length - 1]!,
      now,
    ),
    template: 'manual',
    location: {
      lat: form.coords.lat,
      lng: form.coords.lng,
      address: form.locationText.trim() || null,
    },
    days,
    interests: form.interests,
    radius: milesToMeters(form.radiusMiles),
    price_range: { min: 0, max: form.budget },
    budget: form.budget,
    budget_type: form.budgetType,
    ai_prompt: form.aiPrompt.trim() || null,
  };
}
