import type { Activity } from '@app/shared/activity';
import { dedupeKeys } from '@app/shared/dedupe';
import { categoryLabel, categoryOfInterest } from '@app/shared/interests';
import { METERS_PER_MILE, METRO_CENTER } from '@app/shared/metro';
import type { Preferences } from '@app/shared/preferences';
import {
  DASHBOARD_RECOMMENDATIONS,
  type PersonalizedRecommendation,
  type Recommendation,
} from '@app/shared/recommendations';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';

import { createEngagementService } from './engagement.service';
import type { RecommendationsRepository } from './recommendations.repository';
import {
  scoreCandidates,
  targetPriceLevel,
  type ScoredCandidate,
  type TasteProfile,
} from './scoring';

/** Scores within this of the cut-off count as near-ties for a refresh. */
const REFRESH_JITTER = 0.05;
/** Smart Recommendations keep this share for places outside the interests. */
const DISCOVERY_SHARE = 0.25;

/**
 * Interests first: all but `discoveryShare` of the list comes from the user's
 * stated categories when there are enough of them; the rest (and any
 * shortfall) from the best of the others. Input is sorted best first.
 */
function interestsFirst<T>(
  ranked: readonly T[],
  isInterest: (candidate: T) => boolean,
  limit: number,
  discoveryShare: number,
): T[] {
  const inside = ranked.filter(isInterest);
  if (inside.length === 0) return ranked.slice(0, limit);
  const outside = ranked.filter((c) => !isInterest(c));
  const discovery = Math.floor(limit * discoveryShare);
  const fromInside = inside.slice(
    0,
    Math.max(limit - discovery, limit - outside.length),
  );
  const picked = [
    ...fromInside,
    ...outside.slice(0, limit - fromInside.length),
  ];
  const order = new Map(ranked.map((c, i) => [c, i]));
  return picked.sort((a, b) => order.get(a)! - order.get(b)!);
}

export type RecommendationDeps = {
  db: Db;
  repo: RecommendationsRepository;
  preferences: { get(userId: number): Promise<Preferences> };
  activities: { getByIds(ids: number[]): Promise<Activity[]> };
};

/** Deterministic value in [0, 1) from a seed and an id. */
function jitter(seed: number, id: number): number {
  let h = (seed ^ Math.imul(id, 2654435761)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 2246822507) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** A ranked candidate with the keys under which a repeat of it is the same item. */
export type RankedCandidate = ScoredCandidate & { keys: readonly string[] };

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
  };
}

export function createRecommendationsService(deps: RecommendationDeps) {
  const { db, repo } = deps;

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
  ): Promise<{ ranked: RankedCandidate[]; allowed: Set<string> | null }> {
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
    const rows = (
      await repo.candidates(db, {
        userId,
        categories: [...(allowed ?? categories)],
        point,
      })
    ).filter(
      (r) =>
        !only ||
        ((allowed!.size === 0 || allowed!.has(r.category)) &&
          (!only.placesOnly || r.start_time === null)),
    );
    const order = (c: ScoredCandidate) =>
      c.score + (refresh ? REFRESH_JITTER * jitter(refresh, c.id) : 0);
    const keysOf = new Map(
      rows.map((r) => [r.id, dedupeKeys({ name: r.name, location: r.place })]),
    );
    const ranked = distinctItems(
      scoreCandidates(rows, taste)
        .sort((a, b) => order(b) - order(a) || a.id - b.id)
        .map((c) => ({ ...c, keys: keysOf.get(c.id) ?? [] })),
      exclude,
    );
    const categoryOf = new Map(rows.map((r) => [r.id, r.category]));
    return {
      ranked: interestsFirst(
        ranked,
        (c) => taste.categories.has(categoryOf.get(c.id) ?? ''),
        limit,
        discoveryShare,
      ),
      allowed: allowed ?? null,
    };
  }

  const rank = async (
    ...args: Parameters<typeof rankScoped>
  ): Promise<RankedCandidate[]> => (await rankScoped(...args)).ranked;

  async function withActivities(scored: readonly ScoredCandidate[]) {
    const activities = await deps.activities.getByIds(scored.map((s) => s.id));
    const byId = new Map(activities.map((a) => [a.id, a]));
    return scored.flatMap((s) => {
      const activity = byId.get(s.id);
      return activity ? [{ scored: s, activity }] : [];
    });
  }

  const toPersonalized = (
    picked: Awaited<ReturnType<typeof withActivities>>,
  ): PersonalizedRecommendation[] =>
    picked.map(({ scored: s, activity }) => ({
      activity,
      recommendation_score: s.score,
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
      const { ranked, allowed } = await rankScoped(userId, point, limit, {
        only,
      });
      return {
        items: toPersonalized(await withActivities(ranked)),
        categories: [...(allowed ?? [])],
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
      return (await withActivities(scored)).map(({ scored: s, activity }) => ({
        id: activity.id,
        title: activity.name,
        type: activity.category,
        categories: [
          categoryLabel(activity.category),
          ...(activity.subcategory ? [activity.subcategory] : []),
        ],
        photo_url: activity.photo_url,
        rating: activity.rating,
        recommendation_reason: s.reason,
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
      const scored = await rank(callerId, { lat, lng }, input.limit, {
        exclude: new Set(shown.flatMap((c) => c.keys)),
        discoveryShare: DISCOVERY_SHARE,
      });
      return toPersonalized(await withActivities(scored));
    },

    ...createEngagementService(db, repo),
  };
}

export type RecommendationsService = ReturnType<
  typeof createRecommendationsService
>;
