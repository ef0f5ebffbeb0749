import { categoryLabel, PLAN_CATEGORIES } from '@app/shared/interests';
import { METRO_CENTER } from '@app/shared/metro';
import type {
  AiRecommendationsResponse,
  PersonalizedRecommendation,
  TrueDiscoveryResponse,
} from '@app/shared/recommendations';

import type { Explainer } from '../../providers/ai/explainer';
import type { RecommendationsService } from '../recommendations/recommendations.service';
import type { AiSearchService } from '../search/search.service';

export type AiPicksInput = {
  query?: string;
  context: { lat?: number; lng?: number; limit: number };
};

/** What the explanation may draw on: the top picks, as the catalogue has them. */
const FACT_ITEMS = 5;

function factsOf(items: PersonalizedRecommendation[]) {
  return items.slice(0, FACT_ITEMS).map(({ activity, why_recommended }) => ({
    name: activity.name,
    category: categoryLabel(activity.category),
    subcategory: activity.subcategory,
    rating: activity.rating,
    review_count: activity.review_count,
    price_level: activity.price_level,
    why: why_recommended,
  }));
}

const listOf = (categories: string[]) =>
  categories.length
    ? categories.map(categoryLabel).join(', ')
    : 'every category';

function leader({ activity }: PersonalizedRecommendation): string {
  return activity.review_count > 0
    ? `${activity.name} (rated ${activity.rating.toFixed(1)} from ${activity.review_count} reviews)`
    : activity.name;
}

/**
 * POST /api/ai/true-discovery and /api/ai/recommendations: picks ranked by
 * the recommendation engine, narrowed by the question when there is one, and
 * explained by the language model when configured (else by the local engine).
 */
export function createAiPicksService(deps: {
  recommendations: Pick<RecommendationsService, 'picks'>;
  search: Pick<AiSearchService, 'understand'>;
  explainer: Explainer;
}) {
  async function categoriesAsked(query?: string): Promise<string[]> {
    if (!query) return [];
    const { parsed } = await deps.search.understand(query);
    const fromSubcategories = parsed.subcategories.flatMap(
      (sub) =>
        PLAN_CATEGORIES.find((c) =>
          (c.subcategories as readonly string[]).includes(sub),
        )?.id ?? [],
    );
    return [...new Set([...parsed.categories, ...fromSubcategories])];
  }

  async function pick(
    userId: number,
    input: AiPicksInput,
    placesOnly: boolean,
  ) {
    const point = {
      lat: input.context.lat ?? METRO_CENTER.lat,
      lng: input.context.lng ?? METRO_CENTER.lng,
    };
    return deps.recommendations.picks(userId, point, input.context.limit, {
      categories: await categoriesAsked(input.query),
      placesOnly,
    });
  }

  return {
    /** Places matching the interests (or the question) never saved or planned. */
    async trueDiscovery(
      userId: number,
      input: AiPicksInput,
    ): Promise<TrueDiscoveryResponse> {
      const { items, categories } = await pick(userId, input, true);
      // Named from what was found: an interest with nothing new is not claimed.
      const found = [...new Set(items.map((i) => i.activity.category))];
      const local = items.length
        ? `${items.length} ${items.length === 1 ? 'place' : 'places'} in ${listOf(found)} you have not saved or planned yet, led by ${leader(items[0]!)}.`
        : `Nothing new in ${listOf(categories)}: you have already saved or planned the best of it. Try another question or new interests.`;
      const explanation = await deps.explainer.explain(
        'Say why these places are worth discovering for someone who has never saved or planned them.',
        { question: input.query ?? null, places: factsOf(items) },
        local,
      );
      return {
        discoveries: items,
        explanation: explanation.text,
        explanation_engine: explanation.engine,
        categories,
      };
    },

    async recommendations(
      userId: number,
      input: AiPicksInput,
    ): Promise<AiRecommendationsResponse> {
      const { items, categories } = await pick(userId, input, false);
      const local = items.length
        ? `Ranked by fit with your interests, budget and distance, then rating and popularity; ${leader(items[0]!)} leads: ${items[0]!.why_recommended}`
        : `No recommendations in ${listOf(categories)} yet. Try updating your preferences!`;
      const explanation = await deps.explainer.explain(
        'Say why this list suits the user, naming the top pick.',
        { question: input.query ?? null, picks: factsOf(items) },
        local,
      );
      return {
        recommendations: items,
        explanation: explanation.text,
        explanation_engine: explanation.engine,
        categories,
      };
    },
  };
}

export type AiPicksService = ReturnType<typeof createAiPicksService>;
