import type { ItineraryCandidate } from './itinerary';
import { isStage } from './itinerary-places';

/**
 * The hours each kind of stop belongs to: the day's parts, the meals and
 * the kinds of place, so that no bar opens the afternoon and no dinner is
 * served at a breakfast place.
 */

const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** A part of the day's start window, in minutes after midnight. */
export type Block = { part: DayPart | 'late'; from: number; to: number };

const BLOCKS: Readonly<Record<Block['part'] | 'early', Block>> = {
  morning: { part: 'morning', from: 9 * 60 + 30, to: 11 * 60 },
  /** Out before the morning's meal: from 8, so that brunch follows by mid-morning. */
  early: { part: 'morning', from: 8 * 60, to: 9 * 60 + 30 },
  afternoon: { part: 'afternoon', from: 13 * 60 + 30, to: 16 * 60 },
  evening: { part: 'evening', from: 19 * 60, to: 21 * 60 },
  /** After the show: an evening out goes on to drinks. */
  late: { part: 'late', from: 21 * 60, to: 22 * 60 + 30 },
};

export type MealKind = 'brunch' | 'lunch' | 'dinner';
/** A meal starts at `at` (or when the day allows) and fits inside `from`-`to`. */
export type Meal = {
  kind: MealKind;
  at: number;
  duration: number;
  from: number;
  to: number;
};

const MEALS: Readonly<Record<MealKind, Meal>> = {
  brunch: {
    kind: 'brunch',
    at: 9 * 60 + 30,
    duration: 75,
    from: 9 * 60,
    to: 14 * 60,
  },
  lunch: {
    kind: 'lunch',
    at: 12 * 60,
    duration: 60,
    from: 11 * 60,
    to: 14 * 60 + 30,
  },
  dinner: {
    kind: 'dinner',
    at: 17 * 60 + 30,
    duration: 75,
    from: 17 * 60,
    to: 21 * 60 + 30,
  },
};

/** One step of a day: a part's pick, or a meal. */
export type DayStep = { block: Block } | { meal: Meal };

/**
 * The steps of a day asked for some of its parts. A whole day has lunch
 * and dinner between its three picks; an evening is dinner, the evening's
 * pick and drinks after; a morning opens with brunch (or ends with it, after
 * an outing asked first); an afternoon with lunch. Parts not asked for stay empty rather than padded.
 */
export function daySteps(
  parts: readonly DayPart[] = DAY_PARTS,
  { outingFirst = false } = {},
): DayStep[] {
  const has = (part: DayPart) => parts.includes(part);
  const steps: DayStep[] = [];
  if (has('morning')) {
    const brunch = !has('afternoon') && !has('evening');
    if (brunch && outingFirst) {
      // 'An early hike before brunch': out first, the meal after.
      steps.push({ block: BLOCKS.early }, { meal: MEALS.brunch });
    } else {
      if (brunch) steps.push({ meal: MEALS.brunch });
      steps.push({ block: BLOCKS.morning });
    }
  }
  if (has('morning') && has('afternoon')) steps.push({ meal: MEALS.lunch });
  if (has('afternoon')) {
    if (!has('morning')) steps.push({ meal: MEALS.lunch });
    steps.push({ block: BLOCKS.afternoon });
  }
  if (has('evening')) {
    steps.push({ meal: MEALS.dinner }, { block: BLOCKS.evening });
    if (!has('morning') && !has('afternoon'))
      steps.push({ block: BLOCKS.late });
  }
  return steps;
}

/** The earliest start and latest end for a kind of place, in minutes. */
type KindWindow = { from: number; to: number };

const ANY_TIME: KindWindow = { from: 0, to: Infinity };
/** Bars from 5 PM, nightclubs from 9 PM, whatever their doors say. */
const BARS: KindWindow = { from: 17 * 60, to: 26 * 60 };
const NIGHTCLUBS: KindWindow = { from: 21 * 60, to: 27 * 60 };
/** Of unknown hours: stages for their evening shows, museums and shops in typical hours. */
const STAGES: KindWindow = { from: 19 * 60, to: Infinity };
const MUSEUMS: KindWindow = { from: 9 * 60, to: 17 * 60 + 30 };
const SHOPS: KindWindow = { from: 10 * 60, to: 20 * 60 };

const NIGHTCLUB = /night ?club|dance club/i;

/**
 * When a place may be visited: a bar or club only at night; a stage,
 * museum or shop of unknown hours in the hours such places keep (known
 * hours are checked against the visit itself).
 */
export function kindWindow(c: ItineraryCandidate): KindWindow {
  if (c.category === 'nightlife') {
    const club =
      NIGHTCLUB.test(c.subcategory ?? '') ||
      (c.types ?? []).includes('night_club');
    return club ? NIGHTCLUBS : BARS;
  }
  if (c.business_hours !== null) return ANY_TIME;
  if (isStage(c)) return STAGES;
  if (c.category === 'arts') return MUSEUMS;
  if (c.category === 'shopping') return SHOPS;
  return ANY_TIME;
}

/** Places for a morning meal and coffee, not for dinner. */
const DAYTIME_FOOD =
  /breakfast|brunch|coffee|espresso|caf[eé]|bakery|bagel|donut|doughnut|pancake|waffle|creperie/i;
const DAYTIME_TYPES = new Set(['cafe', 'coffee_shop', 'bakery', 'breakfast']);
/** Coffee and sweets: a place for a morning, not a lunch. */
const SNACK_FOOD = /coffee|espresso|donut|doughnut/i;

type FoodFacts = Pick<ItineraryCandidate, 'name' | 'subcategory' | 'types'>;

const foodText = (c: FoodFacts) => `${c.subcategory ?? ''} ${c.name}`;

export const isDaytimeFood = (c: FoodFacts) =>
  DAYTIME_FOOD.test(foodText(c)) ||
  (c.types ?? []).some((t) => DAYTIME_TYPES.has(t));

/** Whether a food place serves this meal, from its kind, name and types. */
export function servesMeal(c: ItineraryCandidate, meal: MealKind): boolean {
  if (meal === 'dinner') return !isDaytimeFood(c);
  if (meal === 'brunch') return isDaytimeFood(c);
  return !SNACK_FOOD.test(foodText(c));
}
