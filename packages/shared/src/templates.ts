/** The 12 built-in plan templates and the rules that turn one into a plan (spec 1 §3, §5, §9). */
import { addDays, metroToday, milesToMeters } from './metro';

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

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    id: 'date-night',
    title: 'Date Night',
    subtitle: 'Dinner, drinks and a show',
    activities: ['Dinner reservation', 'Cocktail bar', 'Live show or movie'],
    interests: ['Food & Dining', 'Bars & Nightlife', 'Entertainment'],
    timeEstimate: '4-5 hours',
    description: 'A relaxed evening for two built around a good meal.',
    budgetRange: { min: 80, max: 200 },
    isPremium: false,
  },
  {
    id: 'sports-night',
    title: 'Sports Night',
    subtitle: 'Catch the game with friends',
    activities: ['Pre-game bites', 'Pro game', 'Sports bar afterwards'],
    interests: ['Professional Sports', 'Bars & Nightlife', 'Food & Dining'],
    timeEstimate: '5-6 hours',
    description: 'Cheer on the home team and keep the night going after.',
    budgetRange: { min: 100, max: 300 },
    isPremium: false,
  },
  {
    id: 'outdoor-adventure',
    title: 'Outdoor Adventure',
    subtitle: 'Trails, parks and fresh air',
    activities: ['Morning hike', 'Picnic lunch', 'Scenic park visit'],
    interests: ['Outdoor Activities', 'Recreational Sports'],
    timeEstimate: 'Full day (8+ hours)',
    description: 'Get outside with a trail in the morning and a park after.',
    budgetRange: { min: 40, max: 120 },
    isPremium: false,
  },
  {
    id: 'culture-day',
    title: 'Culture Day',
    subtitle: 'Museums, galleries and history',
    activities: ['Museum visit', 'Gallery walk', 'Cafe break'],
    interests: ['Arts & Culture', 'Food & Dining'],
    timeEstimate: '6-7 hours',
    description: 'A day among exhibitions, local art and historic sites.',
    budgetRange: { min: 60, max: 180 },
    isPremium: false,
  },
  {
    id: 'foodie-tour',
    title: 'Foodie Tour',
    subtitle: 'Taste your way across town',
    activities: ['Brunch spot', 'Food market', 'Dinner tasting menu'],
    interests: ['Food & Dining', 'Bars & Nightlife'],
    timeEstimate: '5-6 hours',
    description: 'Brunch, market stalls and a dinner worth planning for.',
    budgetRange: { min: 80, max: 250 },
    isPremium: false,
  },
  {
    id: 'family-fun',
    title: 'Family Fun',
    subtitle: 'Something for every age',
    activities: ['Science center', 'Family lunch', 'Mini golf or arcade'],
    interests: ['Entertainment', 'Outdoor Activities', 'Arts & Culture'],
    timeEstimate: '6-8 hours',
    description: 'Hands-on exhibits, an easy lunch and games for the kids.',
    budgetRange: { min: 50, max: 150 },
    isPremium: false,
  },
  {
    id: 'night-out',
    title: 'Night Out',
    subtitle: 'Live music and late drinks',
    activities: ['Dinner', 'Concert or live music', 'Nightclub or lounge'],
    interests: ['Concerts & Events', 'Bars & Nightlife', 'Food & Dining'],
    timeEstimate: '5-6 hours',
    description: 'From dinner to the last song of the night.',
    budgetRange: { min: 70, max: 200 },
    isPremium: false,
  },
  {
    id: 'weekend-explorer',
    title: 'Weekend Explorer',
    subtitle: 'A bit of everything',
    activities: ['Neighborhood walk', 'Local market', 'Museum or gallery'],
    interests: ['Outdoor Activities', 'Arts & Culture', 'Shopping'],
    timeEstimate: 'Full weekend',
    description: 'Discover new neighborhoods, shops and sights over two days.',
    budgetRange: { min: 40, max: 120 },
    isPremium: false,
  },
  {
    id: 'bachelor-party',
    title: 'Bachelor Party',
    subtitle: 'A weekend the crew will remember',
    activities: ['Steakhouse dinner', 'Pro game', 'Brewery tour', 'Nightlife'],
    interests: ['Bars & Nightlife', 'Professional Sports', 'Food & Dining'],
    timeEstimate: 'Full weekend',
    description: 'Group dining, a game and a big night out for the groom.',
    budgetRange: { min: 200, max: 500 },
    isPremium: true,
  },
  {
    id: 'bachelorette-party',
    title: 'Bachelorette Party',
    subtitle: 'Celebrate the bride in style',
    activities: ['Brunch', 'Spa or boutique stop', 'Dinner', 'Dancing'],
    interests: ['Food & Dining', 'Bars & Nightlife', 'Shopping'],
    timeEstimate: 'Full weekend',
    description: 'Brunch, shopping and a night of dancing with the group.',
    budgetRange: { min: 180, max: 400 },
    isPremium: true,
  },
  {
    id: 'tailgate-party',
    title: 'Tailgate Party',
    subtitle: 'Game day done right',
    activities: ['Tailgate setup', 'Pro game', 'Post-game bar'],
    interests: ['Professional Sports', 'Food & Dining', 'Bars & Nightlife'],
    timeEstimate: '8+ hours',
    description: 'Grill in the lot, watch the game and celebrate after.',
    budgetRange: { min: 150, max: 350 },
    isPremium: true,
  },
  {
    id: 'group-birthday',
    title: 'Group Birthday',
    subtitle: 'Party with the whole group',
    activities: ['Group activity', 'Birthday dinner', 'Drinks or karaoke'],
    interests: ['Entertainment', 'Food & Dining', 'Bars & Nightlife'],
    timeEstimate: '6-8 hours',
    description: 'An activity everyone can join, dinner and a toast.',
    budgetRange: { min: 120, max: 300 },
    isPremium: true,
  },
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
