import { categoryLabel } from '@app/shared/interests';
import { METERS_PER_MILE } from '@app/shared/metro';
import {
  MAX_COLLABORATIVE_BOOST,
  RECOMMENDATION_WEIGHTS,
  type ScoringBreakdown,
  type WeightedFactor,
} from '@app/shared/recommendations';

import { cuisineMatch, dietMention, type DiningTaste } from './dining';
import type { CandidateRow } from './recommendations.repository';

export type TasteProfile = {
  /** Category ids from interests and preferred activities. */
  categories: Set<string>;
  /** Lower-case subcategory names ('sushi'). */
  subcategories: Set<string>;
  /** Share of the user's own signals per category, strongest = 1. */
  affinity: Map<string, number>;
  /** Price level the daily budget comfortably covers (1-4). */
  targetPriceLevel: number;
  radiusMeters: number;
  /** Cuisines and diets from the dining preferences. */
  dining: DiningTaste;
};

/** What the moment adds to a ranking: the forecast, and which candidates are outdoors. */
type RankingContext = {
  now?: Date;
  /** Why indoor picks come first now (weather-rule.ts), or null. */
  indoorReason?: string | null;
  isOutdoors?: (id: number) => boolean;
};

export type ScoredCandidate = {
  id: number;
  score: number;
  breakdown: ScoringBreakdown;
  reason: string;
  /**
   * Added to the score for ordering only: the user's cuisines and diets and
   * the weather, which the spec's weighted factors do not cover. The shown
   * score stays the weighted one its breakdown explains.
   */
  lift: number;
};

/** Bayesian prior: a reviewed place counts 3 more reviews of 3.5 stars. */
const PRIOR_RATING = 3.5;
const PRIOR_WEIGHT = 3;
/**
 * An unrated place has no quality to measure: the prior alone (70 %) made
 * an unknown place look better than most rated ones, so it gets the middle.
 */
const NO_RATING_SCORE = 0.5;
/**
 * Saves, plans and reviews at which a place counts as fully popular, and
 * recent ones at which it is fully trending: relative to the best candidate
 * alone, one other user's plan read as 100 %.
 */
const POPULAR_AT = 10;
const TRENDING_AT = 5;
const EVENT_SOON_DAYS = 7;
/** Recent saves and plans a place needs before it is called trending. */
const TRENDING_MIN_RECENT = 3;
/**
 * Ordering lift of a food place whose listing names one of the user's
 * cuisines; half of it for one only filed under a subcategory holding it.
 */
export const CUISINE_LIFT = 0.1;
/** Ordering lift of a listing that mentions one of the user's diets (a mention is weak evidence). */
export const DIET_LIFT = 0.05;
/** Ordering lift of an indoor pick when the forecast breaks the user's limits. */
export const INDOOR_LIFT = 0.15;

const round = (value: number) => Math.round(value * 1000) / 1000;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Daily budget -> price level ($10-25, $25-50, $50-100, $100+). */
export function targetPriceLevel(budgetPerDay: number): number {
  if (budgetPerDay <= 25) return 1;
  if (budgetPerDay <= 50) return 2;
  if (budgetPerDay <= 100) return 3;
  return 4;
}

export function categoryScore(row: CandidateRow, taste: TasteProfile) {
  const sub = row.subcategory?.toLowerCase();
  const affinity = taste.affinity.get(row.category) ?? 0;
  if (sub && taste.subcategories.has(sub)) return 1;
  // A chosen cuisine is a stated taste as precise as a subcategory.
  if (cuisineMatch(row, taste.dining)) return 1;
  if (taste.categories.has(row.category)) return clamp01(0.8 + 0.2 * affinity);
  return 0.7 * affinity;
}

export function priceScore(level: number | null, target: number) {
  if (level === null) return 0.6;
  if (level <= target) return 1;
  return clamp01(1 - 0.4 * (level - target));
}

export function ratingScore(rating: number, reviews: number) {
  if (reviews <= 0) return NO_RATING_SCORE;
  const mean =
    (rating * reviews + PRIOR_RATING * PRIOR_WEIGHT) / (reviews + PRIOR_WEIGHT);
  return clamp01(mean / 5);
}

export function distanceScore(meters: number | null, radiusMeters: number) {
  if (meters === null) return 0.5;
  return clamp01(1 - meters / (2 * radiusMeters));
}

function startsSoon(start: CandidateRow['start_time'], now: Date) {
  if (!start) return false;
  const at = new Date(start).getTime();
  return at >= now.getTime() && at - now.getTime() <= EVENT_SOON_DAYS * 864e5;
}

type Factors = Omit<ScoringBreakdown, 'collaborative_boost'>;

type Preference = {
  cuisine: ReturnType<typeof cuisineMatch>;
  diet: string | null;
  /** The weather sentence, for an indoor pick when the forecast asks for one. */
  indoors: string | null;
};

function reasonFor(
  row: CandidateRow,
  factors: Factors,
  boost: number,
  taste: TasteProfile,
  soon: boolean,
  preference: Preference,
): string {
  const reasons: { weight: number; text: string }[] = [];
  const label = categoryLabel(row.category);
  if (preference.indoors) {
    reasons.push({ weight: 1, text: preference.indoors });
  }
  if (boost > 0) {
    reasons.push({
      weight: boost,
      text: 'Popular with people who saved the same places as you',
    });
  }
  const { cuisine, diet } = preference;
  if (cuisine) {
    reasons.push({
      weight: 0.25,
      text: cuisine.named
        ? `${cuisine.cuisine}, a cuisine you chose`
        : `${row.subcategory} (you chose ${cuisine.cuisine})`,
    });
  } else if (factors.category_score >= 0.8) {
    const sub =
      row.subcategory && taste.subcategories.has(row.subcategory.toLowerCase());
    reasons.push({
      weight: 0.2,
      text: `Matches your interest in ${sub ? row.subcategory : label}`,
    });
  } else if (factors.category_score > 0.3) {
    reasons.push({ weight: 0.1, text: `Like other ${label} you saved` });
  }
  if (diet) {
    // What the listing says, not a promise that the place suits the diet.
    reasons.push({ weight: 0.22, text: `Its listing mentions "${diet}"` });
  }
  if (row.review_count >= 3 && row.rating >= 4) {
    reasons.push({
      weight: 0.15,
      text: `Highly rated (${row.rating.toFixed(1)} stars from ${row.review_count} reviews)`,
    });
  }
  if (soon) reasons.push({ weight: 0.12, text: 'Happening this week' });
  else if (factors.trending_score >= 0.5 && row.recent >= TRENDING_MIN_RECENT) {
    reasons.push({ weight: 0.12, text: 'Trending with local planners' });
  }
  if (factors.popularity_score >= 0.6) {
    reasons.push({ weight: 0.08, text: 'A local favorite' });
  }
  if (row.distance_m !== null && row.distance_m <= 5 * METERS_PER_MILE) {
    const miles = row.distance_m / METERS_PER_MILE;
    reasons.push({ weight: 0.05, text: `${miles.toFixed(1)} mi from you` });
  }
  if (row.price_level !== null && factors.price_score === 1) {
    reasons.push({ weight: 0.04, text: 'Fits your budget' });
  }
  const top = reasons.sort((a, b) => b.weight - a.weight).slice(0, 2);
  if (top.length === 0) return `A ${label} pick to round out your weekend`;
  return top.map((r) => r.text).join(' · ');
}

/**
 * Grows with the evidence and saturates: one seed whose other savers all
 * saved this too (co-occurrence 1) earns half the maximum. Absolute, so a
 * single coincidence never earns the full boost just by being the best
 * of a weak set.
 */
/**
 * The match a card shows: the score over the best of the user's candidates,
 * so the top pick reads as the best match there is. Raw scores cluster low
 * (every Smart Recommendation had read 'Okay Match 38%', in red), and a
 * person reads a percentage as how good a pick is among those on offer.
 */
export function relativeMatch(score: number, best: number): number {
  if (best <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, score / best)) * 1000) / 1000;
}

export function collaborativeBoost(cooccurrence: number): number {
  if (cooccurrence <= 0) return 0;
  return (MAX_COLLABORATIVE_BOOST * cooccurrence) / (cooccurrence + 1);
}

/**
 * Scores candidates with the spec's weights; popularity and trending are
 * relative to the best candidate, or to `POPULAR_AT` / `TRENDING_AT` when
 * none has that many.
 */
export function scoreCandidates(
  rows: CandidateRow[],
  taste: TasteProfile,
  context: RankingContext = {},
): ScoredCandidate[] {
  const { now = new Date(), indoorReason = null, isOutdoors } = context;
  const popOf = (r: CandidateRow) =>
    Math.log1p(r.interactions + r.review_count);
  const maxPop = Math.max(Math.log1p(POPULAR_AT), ...rows.map(popOf));
  const maxRecent = Math.max(TRENDING_AT, ...rows.map((r) => r.recent));
  return rows.map((row) => {
    const soon = startsSoon(row.start_time, now);
    const recent = Math.log1p(row.recent) / Math.log1p(maxRecent);
    const factors: Factors = {
      category_score: round(categoryScore(row, taste)),
      price_score: round(priceScore(row.price_level, taste.targetPriceLevel)),
      rating_score: round(ratingScore(row.rating, row.review_count)),
      popularity_score: round(popOf(row) / maxPop),
      trending_score: round(Math.max(recent, soon ? 0.8 : 0)),
      distance_score: round(distanceScore(row.distance_m, taste.radiusMeters)),
    };
    const boost = round(collaborativeBoost(row.collab));
    const weighted = (Object.keys(RECOMMENDATION_WEIGHTS) as WeightedFactor[])
      .map((key) => RECOMMENDATION_WEIGHTS[key] * factors[key])
      .reduce((a, b) => a + b, 0);
    const preference: Preference = {
      cuisine: cuisineMatch(row, taste.dining),
      diet: dietMention(row, taste.dining),
      indoors:
        indoorReason && isOutdoors && !isOutdoors(row.id) ? indoorReason : null,
    };
    return {
      id: row.id,
      score: round(clamp01(weighted + boost)),
      breakdown: { ...factors, collaborative_boost: boost },
      reason: reasonFor(row, factors, boost, taste, soon, preference),
      lift:
        (preference.cuisine
          ? preference.cuisine.named
            ? CUISINE_LIFT
            : CUISINE_LIFT / 2
          : 0) +
        (preference.diet ? DIET_LIFT : 0) +
        (preference.indoors ? INDOOR_LIFT : 0),
    };
  });
}
