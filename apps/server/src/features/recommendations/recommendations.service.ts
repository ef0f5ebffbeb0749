import type { Activity } from '@app/shared/activity';
import { dedupeKeys } from '@app/shared/dedupe';
import { categoryLabel, categoryOfInterest } from '@app/shared/interests';
import { METERS_PER_MILE, METRO_CENTER, metroToday } from '@app/shared/metro';
import type { Preferences } from '@app/shared/preferences';
import {
  DASHBOARD_RECOMMENDATIONS,
  type PersonalizedRecommendation,
  type Recommendation,
} from '@app/shared/recommendations';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isAdultEntertainment, isOutdoors } from '../search/result-filters';
import type { WeatherService } from '../weather/weather.service';

import { diningTaste, fitsDining } from './dining';
import { createEngagementService } from './engagement.service';
import { mixInterests } from './interest-mix';
import type { RecommendationsRepository } from './recommendations.repository';
import {
  relativeMatch,
  scoreCandidates,
  targetPriceLevel,
  type ScoredCandidate,
  type TasteProfile,
} from './scoring';
import { indoorReason } from './weather-rule';

/** Scores within this of the cut-off count as near-ties for a refresh. */
const REFRESH_JITTER = 0.05;
/** Smart Recommendations keep this share for places outside the interests. */
const DISCOVERY_SHARE = 0.25;
/**
 * How much more of the list an interest the user acts on gets: its weight is
 * 1 + this × its share of the user's own signals (strongest = 1).
 */
const AFFINITY_SLOTS = 2;
/** The mix's name for food that fits the dining preferences. */
const DINING_INTEREST = 'food:dining';

export type RecommendationDeps = {
  db: Db;
  repo: RecommendationsRepository;
  preferences: { get(userId: number): Promise<Preferences> };
  activities: { getByIds(ids: number[]): Promise<Activity[]> };
  /** The forecast for the weather rule; without it the rule never applies. */
  weather?: Pick<WeatherService, 'getForecast'>;
  now?: () => Date;
};

/** Deterministic value in [0, 1) from a seed and an id. */
function jitter(seed: number, id: number): number {
  let h = (seed ^ Math.imul(id, 2654435761)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 2246822507) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** A ranked candidate with the keys under which a repeat of it is the same item. */
export type RankedCandidate = ScoredCandidate & {
  keys: readonly string[];
  activity: Activity;
};

/**
 * Keeps the best-ranked of each item: weekly repeats of one event share its
 * name and venue, so a list shows the series once. Candidates under an
 * `excluded` key are dropped too.
 */
function distinctItems(
  ranked: readonly RankedCandidate[],
  excluded: ReadonlySet<string>,
): RankedCandidate[] {
  const seen = new Set(excluded);
  return ranked.filter((candidate) => {
    if (candidate.keys.some((key) => seen.has(key))) return false;
    candidate.keys.forEach((key) => seen.add(key));
    return true;
  });
}

export type PickScope = {
  categories?: readonly string[];
  placesOnly?: boolean;
};

/** The categories a scope allows: its own, else the stated interests (empty: any). */
function scopeCategories(only: PickScope, taste: TasteProfile): Set<string> {
  return new Set(
    only.categories?.length ? only.categories : [...taste.categories],
  );
}

export function tasteFromPreferences(
  prefs: Preferences,
  affinityRows: { category: string; weight: number }[],
): TasteProfile {
  const categories = new Set<string>();
  const subcategories = new Set<string>();
  for (const value of [...prefs.interests, ...prefs.preferred_activities]) {
    const category = categoryOfInterest(value);
    if (category) categories.add(category);
    const [, sub] = value.split(':');
    if (sub?.trim()) subcategories.add(sub.trim().toLowerCase());
  }
  const top = Math.max(0, ...affinityRows.map((r) => r.weight));
  const affinity = new Map(
    affinityRows.map((r) => [r.category, top > 0 ? r.weight / top : 0]),
  );
  return {
    categories,
    subcategories,
    affinity,
    targetPriceLevel: targetPriceLevel(prefs.default_budget_per_day),
    radiusMeters: prefs.default_radius * METERS_PER_MILE,
    dining: diningTaste(prefs),
  };
}

export function createRecommendationsService(deps: RecommendationDeps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** The weather rule's sentence for this point and user, or null. */
  async function weatherReason(
    point: { lat: number; lng: number },
    prefs: Preferences,
  ): Promise<string | null> {
    if (!deps.weather) return null;
    try {
      const forecast = await deps.weather.getForecast({ ...point, days: 7 });
      return indoorReason(forecast, prefs, metroToday(now()));
    } catch {
      // Recommendations never fail for want of a forecast.
      return null;
    }
  }

  async function rankScoped(
    userId: number,
    point: { lat: number; lng: number } | undefined,
    limit: number,
    options: {
      refresh?: number;
      /** Keys (see RankedCandidate) of items another list already shows. */
      exclude?: ReadonlySet<string>;
      discoveryShare?: number;
      /** Keeps only these categories (the interests when empty) and, if asked, places. */
      only?: PickScope;
    } = {},
  ): Promise<{
    ranked: RankedCandidate[];
    /** The best score among every candidate, what cards are measured by. */
    best: number;
    allowed: Set<string> | null;
  }> {
    const {
      refresh,
      exclude = new Set<string>(),
      discoveryShare = 0,
      only,
    } = options;
    const [prefs, affinityRows] = await Promise.all([
      deps.preferences.get(userId),
      repo.categoryAffinity(db, userId),
    ]);
    const taste = tasteFromPreferences(prefs, affinityRows);
    // Learned tastes widen the candidate pool beyond the stated interests.
    const categories = new Set([...taste.categories, ...taste.affinity.keys()]);
    const allowed = only && scopeCategories(only, taste);
    const [candidateRows, indoors] = await Promise.all([
      repo.candidates(db, {
        userId,
        categories: [...(allowed ?? categories)],
        point,
      }),
      weatherReason(point ?? METRO_CENTER, prefs),
    ]);
    const scoped = candidateRows.filter(
      (r) =>
        !only ||
        ((allowed!.size === 0 || allowed!.has(r.category)) &&
          (!only.placesOnly || r.start_time === null)),
    );
    // The wire activities, also what the adult-venue and outdoors checks read.
    const activityOf = new Map(
      (await deps.activities.getByIds(scoped.map((r) => r.id))).map((a) => [
        a.id,
        a,
      ]),
    );
    const rows = scoped.filter((r) => {
      const activity = activityOf.get(r.id);
      return activity !== undefined && !isAdultEntertainment(activity);
    });
    const order = (c: ScoredCandidate) =>
      c.score + c.lift + (refresh ? REFRESH_JITTER * jitter(refresh, c.id) : 0);
    const keysOf = new Map(
      rows.map((r) => [r.id, dedupeKeys({ name: r.name, location: r.place })]),
    );
    const ranked = distinctItems(
      scoreCandidates(rows, taste, {
        now: now(),
        indoorReason: indoors,
        isOutdoors: (id) => isOutdoors(activityOf.get(id)!),
      })
        .sort((a, b) => order(b) - order(a) || a.id - b.id)
        .map((c) => ({
          ...c,
          keys: keysOf.get(c.id) ?? [],
          activity: activityOf.get(c.id)!,
        })),
      exclude,
    );
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    // Food that fits the dining preferences shares the food interest's slots
    // with the rest of food, so a chosen cuisine shows up however popular
    // the generic places are.
    const interestOf = (c: RankedCandidate) => {
      const row = rowOf.get(c.id)!;
      if (!taste.categories.has(row.category)) return null;
      return fitsDining(row, taste.dining) ? DINING_INTEREST : row.category;
    };
    const interests = new Set(ranked.map(interestOf));
    const foodSplit = interests.has(DINING_INTEREST) && interests.has('food');
    return {
      best: Math.max(0, ...ranked.map((c) => c.score)),
      ranked: mixInterests(ranked, {
        interestOf,
        weightOf: (interest) => {
          const category = interest === DINING_INTEREST ? 'food' : interest;
          const weight =
            1 + AFFINITY_SLOTS * (taste.affinity.get(category) ?? 0);
          return category === 'food' && foodSplit ? weight / 2 : weight;
        },
        limit,
        discoveryShare,
      }),
      allowed: allowed ?? null,
    };
  }

  const rank = async (
    ...args: Parameters<typeof rankScoped>
  ): Promise<RankedCandidate[]> => (await rankScoped(...args)).ranked;

  const toPersonalized = ({
    ranked: picked,
    best,
  }: {
    ranked: readonly RankedCandidate[];
    best: number;
  }): PersonalizedRecommendation[] =>
    picked.map((s) => ({
      activity: s.activity,
      recommendation_score: relativeMatch(s.score, best),
      why_recommended: s.reason,
      scoring_breakdown: s.breakdown,
    }));

  return {
    rank,

    /** The AI picks: ranked within a scope, with the categories it covered. */
    async picks(
      userId: number,
      point: { lat: number; lng: number },
      limit: number,
      only: PickScope,
    ) {
      const scoped = await rankScoped(userId, point, limit, { only });
      return {
        items: toPersonalized(scoped),
        categories: [...(scoped.allowed ?? [])],
      };
    },

    /** GET /api/users/me/recommendations: the dashboard's short list. */
    async forDashboard(
      userId: number,
      refresh?: number,
    ): Promise<Recommendation[]> {
      const scored = await rank(
        userId,
        METRO_CENTER,
        DASHBOARD_RECOMMENDATIONS,
        {
          refresh,
        },
      );
      return scored.map(({ activity, reason }) => ({
        id: activity.id,
        title: activity.name,
        type: activity.category,
        categories: [
          categoryLabel(activity.category),
          ...(activity.subcategory ? [activity.subcategory] : []),
        ],
        photo_url: activity.photo_url,
        rating: activity.rating,
        recommendation_reason: reason,
        description: activity.description,
        start_time: activity.start_time,
      }));
    },

    /** POST /api/recommendations/personalized: only for the caller. */
    async personalized(
      callerId: number,
      input: {
        user_id: number;
        user_location: [number, number];
        limit: number;
      },
    ): Promise<PersonalizedRecommendation[]> {
      if (input.user_id !== callerId) {
        throw AppError.forbidden(
          'You can only request your own recommendations',
        );
      }
      const [lat, lng] = input.user_location;
      // The dashboard's 'Recommended for You' already shows its top items, so
      // this list (Smart Recommendations) goes on from there, never repeating them.
      const shown = await rank(
        callerId,
        METRO_CENTER,
        DASHBOARD_RECOMMENDATIONS,
      );
      const scored = await rankScoped(callerId, { lat, lng }, input.limit, {
        exclude: new Set(shown.flatMap((c) => c.keys)),
        discoveryShare: DISCOVERY_SHARE,
      });
      return toPersonalized(scored);
    },

    ...createEngagementService(db, repo),
  };
}

export type RecommendationsService = ReturnType<
  typeof createRecommendationsService
>;
