import { METRO_CENTER } from '@app/shared/metro';
import { FEATURE_LABELS, limitReachedMessage } from '@app/shared/premium-rules';
import {
  TEMPLATE_REQUIRED_FIELDS_MESSAGE,
  buildTemplatePlanPayload,
  type BuiltInTemplate,
  type LatLng,
} from '@app/shared/templates';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { apiFailure } from '../../../lib/api-client';
import { useCreatePlan } from '../../plans/api/create-plan';
import { preferencesQuery } from '../../preferences/api/get-preferences';

export const CREATE_PLAN_ERROR = 'Error creating plan. Please try again.';
const PLAN_LIMIT_MESSAGE = limitReachedMessage(FEATURE_LABELS.plans);

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
 * What the dialog says about a failed creation. The plan cap's refusal keeps
 * the server's words: the dialog recognises them and offers the upgrade in
 * place of a Create My Plan that can only fail again. Any other failure keeps
 * spec 1's wording.
 */
function creationError(error: unknown): string {
  const failure = apiFailure(error);
  return failure?.status === 403 && failure.serverMessage === PLAN_LIMIT_MESSAGE
    ? PLAN_LIMIT_MESSAGE
    : CREATE_PLAN_ERROR;
}

/**
 * The home template dialog's Create My Plan: checks the required fields,
 * merges the template interests with the saved preferred activities, creates
 * the plan and opens it. Resolves to null once it has navigated, else to the
 * message the dialog shows (in the dialog, not the browser's alert box, which
 * froze the page and offered no way on).
 */
export function useHomeTemplatePlan() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: createPlan } = useCreatePlan(buildTemplatePlanPayload);
  return useCallback(
    async (form: HomeTemplateForm): Promise<string | null> => {
      const hasLocation = Boolean(form.coords) || form.location.trim() !== '';
      if (!form.template || !hasLocation || !form.startDate || !form.endDate) {
        return TEMPLATE_REQUIRED_FIELDS_MESSAGE;
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
        return null;
      } catch (error) {
        return creationError(error);
      }
    },
    [createPlan, navigate, queryClient],
  );
}
