import { categoryOfInterest, PLAN_CATEGORIES } from '@app/shared/interests';
import type { CreatePlanForm } from '@app/shared/plans';
import type { Preferences } from '@app/shared/preferences';

import { hasChosenActivities } from '../../preferences/api/get-preferences';
import { BUDGET, RADIUS_MILES } from '../components/budget-radius-ranges';

/** The create form's fields that the preferences can fill in. */
type PlanStart = Pick<
  CreatePlanForm,
  'interests' | 'budget' | 'budget_type' | 'radius_miles'
>;

export const PLAN_START_FIELDS = [
  'interests',
  'budget',
  'budget_type',
  'radius_miles',
] as const satisfies readonly (keyof PlanStart)[];

/** Spec 2 §9's slider defaults, for a user with no preferences to go by. */
const SPEC_START: PlanStart = {
  interests: [],
  budget: BUDGET.initial,
  budget_type: 'total',
  radius_miles: RADIUS_MILES.initial,
};

/** The slider stop nearest `value`: a value between stops showed as no stop. */
function toStop(
  value: number,
  { min, max, step }: { min: number; max: number; step: number },
) {
  const inRange = Math.min(max, Math.max(min, value));
  return Math.min(max, min + Math.round((inRange - min) / step) * step);
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A preferred activity as the interest picker's values: a category ('Food &
 * Dining' or 'food') selects it whole, 'food: Sushi' that subcategory (one
 * the category does not list, the whole category), and a subcategory named
 * alone ('Sushi') it under every category that lists it. Anything else names
 * nothing the picker offers.
 */
function pickerValues(activity: string): string[] {
  const category = PLAN_CATEGORIES.find(
    (c) => c.id === categoryOfInterest(activity),
  );
  if (category) {
    const sub = activity.split(':')[1]?.trim() ?? '';
    const listed = category.subcategories.find((s) => sameText(s, sub));
    return [listed ? `${category.id}: ${listed}` : category.id];
  }
  return PLAN_CATEGORIES.flatMap((c) =>
    c.subcategories
      .filter((s) => sameText(s, activity.trim()))
      .map((s) => `${c.id}: ${s}`),
  );
}

/**
 * Where the create form starts: the preferences of a user who set them up
 * (onboarding or Edit Preferences), else spec 2 §9's defaults. A skipped
 * setup reads as the server's defaults with no activities chosen, the same
 * test sign-in uses to send a user to onboarding.
 */
export function planStartFrom(preferences: Preferences | undefined): PlanStart {
  if (!preferences || !hasChosenActivities(preferences)) return SPEC_START;
  // No screen offers 'total' (the API does); without a total stored with
  // it, the per-day budget is the one the user chose.
  const total =
    preferences.preferred_budget_type === 'total'
      ? preferences.default_budget_total
      : null;
  return {
    interests: [
      ...new Set(preferences.preferred_activities.flatMap(pickerValues)),
    ],
    budget: toStop(total ?? preferences.default_budget_per_day, BUDGET),
    budget_type: total === null ? 'per_day' : 'total',
    radius_miles: toStop(preferences.default_radius, RADIUS_MILES),
  };
}
