// The create page's form check, without zod: the page checks only on submit,
// values its own fields typed, and so loads no schema to draw the form.
import type { BudgetType } from './plans';

/** Exact messages of the create page's checks (spec 2 §5). */
export const CREATE_PLAN_MESSAGES = {
  noInterest: 'Please select at least one interest',
  noLocation: 'Please set a location or use current location',
  noCoordinates:
    'Location is required. Please select a location or use current location.',
} as const;

export type CreatePlanForm = {
  location_text: string;
  coords: { lat: number; lng: number } | null;
  start_date: string;
  end_date: string;
  interests: string[];
  ai_prompt: string;
  budget: number;
  budget_type: BudgetType;
  radius_miles: number;
};

type FormIssue = { path: [keyof CreatePlanForm]; message: string };

/** Shaped as a zod `safeParse` answer, which the form reads. */
export type CreatePlanFormCheck =
  | { success: true; data: CreatePlanForm; error?: undefined }
  | { success: false; data?: undefined; error: { issues: FormIssue[] } };

function firstIssue(value: CreatePlanForm): FormIssue | null {
  if (value.interests.length === 0) {
    return { path: ['interests'], message: CREATE_PLAN_MESSAGES.noInterest };
  }
  if (!value.coords) {
    return {
      path: ['coords'],
      message: value.location_text.trim()
        ? CREATE_PLAN_MESSAGES.noCoordinates
        : CREATE_PLAN_MESSAGES.noLocation,
    };
  }
  return null;
}

/**
 * The create page's form. Only the first failing check of spec 2 §5 is
 * reported, in its order; the payload itself is checked by
 * createPlanInputSchema on the server.
 */
export const createPlanFormSchema = {
  safeParse(value: CreatePlanForm): CreatePlanFormCheck {
    const issue = firstIssue(value);
    return issue
      ? { success: false, error: { issues: [issue] } }
      : { success: true, data: value };
  },
};
