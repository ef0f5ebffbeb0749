/** The 12 built-in plan templates and the rules that turn one into a plan (spec 1 §3, §5, §9). */
import { addDays, metroToday, milesToMeters } from './metro';
import { metroClock } from './open-now';

export interface BudgetRange {
  min: number;
  max: number;
}

export interface BuiltInTemplate {
  id: string;
  title: string;
  subtitle: string;
  activities: string[];
  interests: string[];
  timeEstimate: string;
  description: string;
  budgetRange: BudgetRange;
  isPremium: boolean;
}

/** id, title, subtitle, time estimate, budget; activities, interests; description. */
type TemplateRow = [
  id: string,
  title: string,
  subtitle: string,
  timeEstimate: string,
  budget: [min: number, max: number],
  activities: string[],
  interests: string[],
  description: string,
];

function builtInTemplates(
  rows: TemplateRow[],
  isPremium: boolean,
): BuiltInTemplate[] {
  return rows.map(
    ([
      id,
      title,
      subtitle,
      timeEstimate,
      [min, max],
      activities,
      interests,
      description,
    ]) => ({
      id,
      title,
      subtitle,
      activities,
      interests,
      timeEstimate,
      description,
      budgetRange: { min, max },
      isPremium,
    }),
  );
}

// prettier-ignore
const FREE_TEMPLATES: TemplateRow[] = [
  ['date-night', 'Date Night', 'Dinner, drinks and a show', '4-5 hours', [80, 200],
    ['Dinner reservation', 'Cocktail bar', 'Live show or movie'], ['Food & Dining', 'Bars & Nightlife', 'Entertainment'],
    'A relaxed evening for two built around a good meal.'],
  ['sports-night', 'Sports Night', 'Catch the game with friends', '5-6 hours', [100, 300],
    ['Pre-game bites', 'Pro game', 'Sports bar afterwards'], ['Professional Sports', 'Bars & Nightlife', 'Food & Dining'],
    'Cheer on the home team and keep the night going after.'],
  ['outdoor-adventure', 'Outdoor Adventure', 'Trails, parks and fresh air', 'Full day (8+ hours)', [40, 120],
    ['Morning hike', 'Picnic lunch', 'Scenic park visit'], ['Outdoor Activities', 'Recreational Sports'],
    'Get outside with a trail in the morning and a park after.'],
  ['culture-day', 'Culture Day', 'Museums, galleries and history', '6-7 hours', [60, 180],
    ['Museum visit', 'Gallery walk', 'Cafe break'], ['Arts & Culture', 'Food & Dining'],
    'A day among exhibitions, local art and historic sites.'],
  ['foodie-tour', 'Foodie Tour', 'Taste your way across town', '5-6 hours', [80, 250],
    ['Brunch spot', 'Food market', 'Dinner tasting menu'], ['Food & Dining', 'Bars & Nightlife'],
    'Brunch, market stalls and a dinner worth planning for.'],
  ['family-fun', 'Family Fun', 'Something for every age', '6-8 hours', [50, 150],
    ['Science center', 'Family lunch', 'Mini golf or arcade'], ['Entertainment', 'Outdoor Activities', 'Arts & Culture'],
    'Hands-on exhibits, an easy lunch and games for the kids.'],
  ['night-out', 'Night Out', 'Live music and late drinks', '5-6 hours', [70, 200],
    ['Dinner', 'Concert or live music', 'Nightclub or lounge'], ['Concerts & Events', 'Bars & Nightlife', 'Food & Dining'],
    'From dinner to the last song of the night.'],
  ['weekend-explorer', 'Weekend Explorer', 'A bit of everything', 'Full weekend', [40, 120],
    ['Neighborhood walk', 'Local market', 'Museum or gallery'], ['Outdoor Activities', 'Arts & Culture', 'Shopping'],
    'Discover new neighborhoods, shops and sights over two days.'],
];

// prettier-ignore
const PREMIUM_TEMPLATES: TemplateRow[] = [
  ['bachelor-party', 'Bachelor Party', 'A weekend the crew will remember', 'Full weekend', [200, 500],
    ['Steakhouse dinner', 'Pro game', 'Brewery tour', 'Nightlife'], ['Bars & Nightlife', 'Professional Sports', 'Food & Dining'],
    'Group dining, a game and a big night out for the groom.'],
  ['bachelorette-party', 'Bachelorette Party', 'Celebrate the bride in style', 'Full weekend', [180, 400],
    ['Brunch', 'Spa or boutique stop', 'Dinner', 'Dancing'], ['Food & Dining', 'Bars & Nightlife', 'Shopping'],
    'Brunch, shopping and a night of dancing with the group.'],
  ['tailgate-party', 'Tailgate Party', 'Game day done right', '8+ hours', [150, 350],
    ['Tailgate setup', 'Pro game', 'Post-game bar'], ['Professional Sports', 'Food & Dining', 'Bars & Nightlife'],
    'Grill in the lot, watch the game and celebrate after.'],
  ['group-birthday', 'Group Birthday', 'Party with the whole group', '6-8 hours', [120, 300],
    ['Group activity', 'Birthday dinner', 'Drinks or karaoke'], ['Entertainment', 'Food & Dining', 'Bars & Nightlife'],
    'An activity everyone can join, dinner and a toast.'],
];

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  ...builtInTemplates(FREE_TEMPLATES, false),
  ...builtInTemplates(PREMIUM_TEMPLATES, true),
];

export function findBuiltInTemplate(id: string): BuiltInTemplate | undefined {
  return BUILT_IN_TEMPLATES.find((t) => t.id === id);
}

export const DEFAULT_TEMPLATE_BUDGET: BudgetRange = { min: 50, max: 200 };
export const DEFAULT_SEARCH_DISTANCE_MILES = 10;
export const MIN_SEARCH_DISTANCE_MILES = 1;
export const MAX_SEARCH_DISTANCE_MILES = 50;
export const TEMPLATE_REQUIRED_FIELDS_MESSAGE =
  'Please fill in all required fields';
export const QUICK_PLAN_FALLBACK_INTERESTS = [
  'Food & Dining',
  'Entertainment',
  'Concerts & Events',
] as const;

export function templatePlanName(title: string): string {
  return `My ${title} Plan`;
}

/** Order-preserving, case-insensitive de-duplication of interest names. */
export function dedupeInterests(interests: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of interests) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

export function mergeTemplateInterests(
  templateInterests: readonly string[],
  preferredActivities: readonly string[] | null | undefined,
): string[] {
  return dedupeInterests([
    ...templateInterests,
    ...(preferredActivities ?? []),
  ]);
}

/** Quick plan: fewer than 2 interests get the three fallbacks added. */
export function quickPlanInterests(interests: readonly string[]): string[] {
  const base = dedupeInterests(interests);
  if (base.length >= 2) return base;
  return dedupeInterests([...base, ...QUICK_PLAN_FALLBACK_INTERESTS]);
}

export function defaultTemplateDates(now: Date = new Date()): {
  startDate: string;
  endDate: string;
} {
  const startDate = metroToday(now);
  return { startDate, endDate: addDays(startDate, 2) };
}

/** When a scheduled template's first day begins: its morning slot, 9:00. */
const SCHEDULED_DAY_START = 9 * 60;

/**
 * The first date a scheduled template (dashboard Templates) can start whole:
 * today until its morning has begun, then tomorrow, so no activity of the
 * new plan is already in the past.
 */
export function scheduledTemplateStart(now: Date = new Date()): string {
  const today = metroToday(now);
  return metroClock(now).minute < SCHEDULED_DAY_START
    ? today
    : addDays(today, 1);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Every date from start to end inclusive; empty when the range is invalid. */
export function planDays(startDate: string, endDate: string): string[] {
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) {
    return [];
  }
  const days: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) days.push(d);
  return days;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface TemplatePlanPayload {
  name: string;
  template: string;
  location: LatLng & { address?: string };
  days: string[];
  interests: string[];
  radius: number;
  price_range: BudgetRange;
  budget_min: number;
  budget_max: number;
}

export interface TemplatePlanInput {
  template: Pick<BuiltInTemplate, 'id' | 'title' | 'interests'> & {
    budgetRange?: BudgetRange | null;
  };
  location: LatLng & { address?: string };
  startDate: string;
  endDate: string;
  radiusMiles?: number;
  preferredActivities?: readonly string[] | null;
}

/** The POST /api/plans payload for a template plan (spec 1 §3, §5, §9). */
export function buildTemplatePlanPayload(
  input: TemplatePlanInput,
): TemplatePlanPayload {
  const budget = input.template.budgetRange ?? DEFAULT_TEMPLATE_BUDGET;
  const miles = Math.min(
    MAX_SEARCH_DISTANCE_MILES,
    Math.max(
      MIN_SEARCH_DISTANCE_MILES,
      input.radiusMiles ?? DEFAULT_SEARCH_DISTANCE_MILES,
    ),
  );
  return {
    name: templatePlanName(input.template.title),
    template: input.template.id,
    location: input.location,
    days: planDays(input.startDate, input.endDate),
    interests: mergeTemplateInterests(
      input.template.interests,
      input.preferredActivities,
    ),
    radius: milesToMeters(miles),
    price_range: { min: budget.min, max: budget.max },
    budget_min: budget.min,
    budget_max: budget.max,
  };
}
