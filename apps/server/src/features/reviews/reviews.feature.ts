import { featureRoutes, type FeatureDeps } from '../feature';

import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

export function createReviewsFeature(deps: FeatureDeps) {
  const reviews = createReviewsService({
    db: deps.db,
    repository: createReviewsRepository(),
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(reviewsRoutes(reviews, deps.auth));
    }),
  };
}
