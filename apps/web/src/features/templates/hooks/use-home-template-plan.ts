import { METRO_CENTER } from '@app/shared/metro';
import {
  TEMPLATE_REQUIRED_FIELDS_MESSAGE,
  buildTemplatePlanPayload,
  type BuiltInTemplate,
  type LatLng,
} from '@app/shared/templates';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { useCreatePlan } from '../../plans/api/create-plan';

export const CREATE_PLAN_ERROR = 'Error creating plan. Please try again.';

export type HomeTemplateForm = {
  template: BuiltInTemplate | null;
  /** Typed location text. */
  location: string;
  /** Set only by Use My Location. */
  coords: LatLng | null;
  radiusMiles: number;
  startDate: string;
  endDate: string;
};

const preferredSchema = z.object({
  preferred_activities: z.array(z.string()).nullish(),
});

async function preferredActivities(): Promise<string[]> {
  try {
    const prefs = await api.get('/api/users/me/preferences', {
      schema: preferredSchema,
    });
    return prefs.preferred_activities ?? [];
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
          preferredActivities: await preferredActivities(),
        });
        await navigate(`/plan/${plan.id}`);
        return true;
      } catch {
        alert(CREATE_PLAN_ERROR);
        return false;
      }
    },
    [alert, createPlan, navigate],
  );
}
