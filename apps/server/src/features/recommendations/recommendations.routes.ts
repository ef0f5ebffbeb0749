import {
  engagementEventSchema,
  engagementProfileSchema,
  personalizedRecommendationSchema,
  personalizedRequestSchema,
  recommendationSchema,
  recommendationsQuerySchema,
  trackedEngagementSchema,
} from '@app/shared/recommendations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { asUser, created, idParams, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { RecommendationsService } from './recommendations.service';

export function recommendationsRoutes(deps: {
  auth: AuthHooks;
  service: RecommendationsService;
}): FastifyPluginAsyncZod {
  const { service } = deps;
  return async (app) => {
    const options = signedIn(deps.auth);

    app.get(
      '/api/users/me/recommendations',
      options({
        querystring: recommendationsQuerySchema,
        response: { 200: z.array(recommendationSchema) },
      }),
      asUser((user, { query }) => service.forDashboard(user, query.refresh)),
    );

    app.post(
      '/api/recommendations/personalized',
      options({
        body: personalizedRequestSchema,
        response: { 200: z.array(personalizedRecommendationSchema) },
      }),
      asUser((user, { body }) => service.personalized(user, body)),
    );

    app.post(
      '/api/recommendations/engagement/track',
      options({
        body: engagementEventSchema,
        response: { 201: trackedEngagementSchema },
      }),
      asUser((user, { body }, reply) =>
        created(reply, service.track(user, body)),
      ),
    );

    app.get(
      '/api/recommendations/user/:userId/engagement',
      options({
        params: idParams('userId'),
        response: { 200: engagementProfileSchema },
      }),
      asUser((user, { params }) =>
        service.engagementProfile(user, params.userId),
      ),
    );
  };
}
