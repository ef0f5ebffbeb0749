import { idParamSchema } from '@app/shared/ids';
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

import { created, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { RecommendationsService } from './recommendations.service';

const userParams = z.object({ userId: idParamSchema });

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
      async (request) =>
        service.forDashboard(currentUserId(request), request.query.refresh),
    );

    app.post(
      '/api/recommendations/personalized',
      options({
        body: personalizedRequestSchema,
        response: { 200: z.array(personalizedRecommendationSchema) },
      }),
      async (request) =>
        service.personalized(currentUserId(request), request.body),
    );

    app.post(
      '/api/recommendations/engagement/track',
      options({
        body: engagementEventSchema,
        response: { 201: trackedEngagementSchema },
      }),
      async (request, reply) =>
        created(reply, service.track(currentUserId(request), request.body)),
    );

    app.get(
      '/api/recommendations/user/:userId/engagement',
      options({
        params: userParams,
        response: { 200: engagementProfileSchema },
      }),
      async (request) =>
        service.engagementProfile(
          currentUserId(request),
          request.params.userId,
        ),
    );
  };
}
