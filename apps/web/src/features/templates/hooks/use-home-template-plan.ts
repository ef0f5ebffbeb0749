import { METRO_CENTER } from '@app/shared/metro';
import {
  TEMPLATE_REQUIRED_FIELDS_MESSAGE,
  buildTemplatePlanPayload,
  type BuiltInTemplate,
  type LatLng,
} from '@app/shared/templates';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useCreatePlan } from '../../plans/api/create-plan';
import { preferencesQuery } from '../../preferences/api/get-preferences';

export const CREATE_PLAN_ERROR = 'Error creating plan. Please try again.';

export type HomeTemplateForm = {
  template: BuiltInTemplate | null;
  /** Typed location text. */
  location: string;
  /** Use My Location's position, or the typed place looked up; else the metro's centre. */
  coords: LatLng | null;
  radiusMiles: number;
  startDate: string;
  endDate: string;
};

/** Unreadable preferences only lose the merge, never the plan. */
async function preferredActivities(queryClient: QueryClient) {
  try {
    return (await queryClient.fetchQuery(preferencesQuery()))
      .preferred_activities;
  } catch {
    return [];
  }
}

/**
 * The home template dialog's Create My Plan: checks the required fields,
 * merges the template interests with the saved preferred activities, creates
 * the plan and opens it. Returns false when it did not navigate.
 */
export function useHomeTemplatePlan(
  alert: (message: string) => void = window.alert,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: createPlan } = useCreatePlan(buildTemplatePlanPayload);
  return useCallback(
    async (form: HomeTemplateForm): Promise<boolean> => {
      const hasLocation = Boolean(form.coords) || form.location.trim() !== '';
      if (!form.template || !hasLocation || !form.startDate || !form.endDate) {
        alert(TEMPLATE_REQUIRED_FIELDS_MESSAGE);
        return false;
      }
      try {
        const plan = await createPlan({
          template: form.template,
          location: {
            ...(form.coords ?? METRO_CENTER),
            ...(form.location.trim() ? { address: form.location.trim() } : {}),
          },
          startDate: form.startDate,
          endDate: form.endDate,
          radiusMiles: form.radiusMiles,
          preferredActivities: await preferredActivities(queryClient),
        });
        await navigate(`/plan/${plan.id}`);
        return true;
      } catch {
        alert(CREATE_PLAN_ERROR);
        return false;
      }
    },
    [alert, createPlan, navigate, queryClient],
  );
}
