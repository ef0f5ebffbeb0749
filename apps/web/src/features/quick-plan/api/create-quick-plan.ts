import { METERS_PER_MILE } from '@app/shared/plan-rules';
import { planDays, type LatLng } from '@app/shared/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api, ApiError } from '../../../lib/api-client';

/** Only the new plan's id is read (spec 1 §3). */
const createdPlanSchema = z.object({ id: z.number().int() });
export const QUICK_PLAN_DEFAULT_ERROR = 'Failed to create default plan';
export const QUICK_PLAN_CAPACITY_MESSAGE =
  'Some activity data services are temporarily at capacity. Your plan will be created with available data and you can refresh for more activities later.';
const DENVER: LatLng = { lat: 39.7392, lng: -104.9903 };

export type QuickPlanInput = {
  name?: string;
  locationText: string;
  coords: LatLng | null;
  startDate: string;
  endDate: string;
  interests: string[];
  radiusMiles: number;
  budget: { min: number; max: number } | null;
};

/** Coordinates come only from Locate Me; typed text is kept as the address. */
export function quickPlanPayload(input: QuickPlanInput) {
  return {
    ...(input.name ? { name: input.name } : {}),
    location: {
      ...(input.coords ?? DENVER),
      address: input.locationText.trim() || null,
    },
    days: planDays(input.startDate, input.endDate),
    interests: input.interests,
    radius: Math.round(input.radiusMiles * METERS_PER_MILE),
    ...(input.budget
      ? {
          price_range: input.budget,
          budget_min: input.budget.min,
          budget_max: input.budget.max,
        }
      : {}),
  };
}

/** The spec 1 §8 quick plan message for a failure. */
export function quickPlanErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  const message =
    error instanceof ApiError
      ? error.serverMessage
      : error instanceof Error
        ? error.message
        : '';
  if (status === 503 || /503|unavailable/i.test(message)) {
    return QUICK_PLAN_CAPACITY_MESSAGE;
  }
  return message || QUICK_PLAN_DEFAULT_ERROR;
}

export const createQuickPlan = (input: QuickPlanInput) =>
  api.post('/api/plans', quickPlanPayload(input), {
    schema: createdPlanSchema,
  });

export function useCreateQuickPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickPlan,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['user-stats'] }),
  });
}
