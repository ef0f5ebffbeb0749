import type { PersonalizedRecommendation } from '@app/shared/recommendations';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';

/** A recommendation of 'Place {id}' with a plain breakdown. */
export function buildRecommendation(
  id: number,
  score: number,
  boost = 0,
): PersonalizedRecommendation {
  return {
    activity: buildActivity({ id, name: `Place ${id}` }),
    recommendation_score: score,
    why_recommended: `Reason ${id}`,
    scoring_breakdown: {
      category_score: 0.8,
      price_score: 1,
      rating_score: 0.7,
      popularity_score: 0.5,
      trending_score: 0,
      distance_score: 0.9,
      collaborative_boost: boost,
    },
  };
}
