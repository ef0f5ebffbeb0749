import { METRO_CENTER } from '@app/shared/metro';
import { milesToMeters } from '@app/shared/metro';
import type { CreatePlanInput } from '@app/shared/plans';
import { planDays, type LatLng } from '@app/shared/templates';

import { apiFailure } from '../../../lib/api-client';
import { useCreatePlan } from '../../plans/api/create-plan';
import { geocode } from '../../plans/api/geocode';

const QUICK_PLAN_DEFAULT_ERROR = 'Failed to create default plan';
const QUICK_PLAN_CAPACITY_MESSAGE =
  'Some activity data services are temporarily at capacity. Your plan will be created with available data and you can refresh for more activities later.';
const locationNotFoundMessage = (text: string) =>
  `We couldn't find '${text}'. Try a neighborhood, city or address.`;

export type QuickPlanInput = {
  name?: string;
  locationText: string;
  coords: LatLng | null;
  startDate: string;
  endDate: string;
  interests: string[];
  radiusMiles: number;
  budget: { min: number; max: number } | null;
  /** 'per_day' for the preferences' daily budget; a template's range is the total. */
  budgetType: 'total' | 'per_day';
};

/** Coordinates come from Locate Me or from geocoding the typed text. */
function quickPlanPayload(input: QuickPlanInput): CreatePlanInput {
  return {
    ...(input.name ? { name: input.name } : {}),
    location: {
      ...(input.coords ?? METRO_CENTER),
      address: input.locationText.trim() || null,
    },
    days: planDays(input.startDate, input.endDate),
    interests: input.interests,
    radius: milesToMeters(input.radiusMiles),
    ...(input.budget
      ? {
          price_range: input.budget,
          budget_min: input.budget.min,
          budget_max: input.budget.max,
          budget_type: input.budgetType,
        }
      : {}),
  };
}

/** The spec 1 §8 quick plan message for a failure. */
export function quickPlanErrorMessage(error: unknown): string {
  const failure = apiFailure(error);
  const status = failure?.status ?? 0;
  const message =
    failure?.serverMessage ?? (error instanceof Error ? error.message : '');
  if (status === 503 || /503|unavailable/i.test(message)) {
    return QUICK_PLAN_CAPACITY_MESSAGE;
  }
  return message || QUICK_PLAN_DEFAULT_ERROR;
}

/** Typed text without Locate Me is geocoded, so the plan is centred where it says. */
async function quickPlanRequest(
  input: QuickPlanInput,
): Promise<CreatePlanInput> {
  let coords = input.coords;
  const text = input.locationText.trim();
  if (!coords && text) {
    coords = await geocode(text);
    if (!coords) throw new Error(locationNotFoundMessage(text));
  }
  return quickPlanPayload({ ...input, coords });
}

export const useCreateQuickPlan = () => useCreatePlan(quickPlanRequest);
