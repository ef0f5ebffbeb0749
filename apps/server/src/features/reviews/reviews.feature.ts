import { routePlugins, type FeatureDeps } from '../feature';

import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

export function createReviewsFeature(deps: FeatureDeps) {
  const reviews = createReviewsService({
    ...deps,
    repository: createReviewsRepository(),
  });
  return {
    routes: routePlugins(reviewsRoutes(reviews, deps.auth)),
  };
}
