import {
  launchListSchema,
  launchListStatusSchema,
  tiersSchema,
  trackedSchema,
  trackPremiumFeatureInputSchema,
  trackUsageInputSchema,
  upgradePromptSchema,
  userLimitsSchema,
} from '@app/shared/premium';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { perIpPerMinute } from '../../lib/rate-limits';
import { created, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import type { LimitsService } from './limits.service';
import type { PremiumService } from './premium.service';

const TRACK_PER_IP_PER_MINUTE = 30;

export function premiumRoutes(deps: {
  auth: AuthHooks;
  limits: LimitsService;
  premium: PremiumService;
}): FastifyPluginAsyncZod {
  const { auth, limits, premium } = deps;
  return async (app) => {
    // Open to visitors: one address cannot fill the events table.
    const trackLimit = perIpPerMinute(app, {
      name: 'premium-track',
      max: TRACK_PER_IP_PER_MINUTE,
      detail: 'Too many requests. Please wait a minute and try again.',
    });
    app.get(
      '/api/premium/check-limits',
      signedIn(auth)({ response: { 200: userLimitsSchema } }),
      async (request) => limits.getLimits(currentUserId(request)),
    );

    app.get(
      '/api/premium/tiers',
      { schema: { response: { 200: tiersSchema } } },
      async () => limits.tiers(),
    );

    app.get(
      '/api/premium/upgrade-prompt/:feature',
      {
        schema: {
          params: z.object({ feature: z.string().min(1).max(100) }),
          response: { 200: upgradePromptSchema },
        },
      },
      async (request) => premium.upgradePrompt(request.params.feature),
    );

    app.post(
      '/api/premium/track',
      {
        onRequest: auth.optionalAuth,
        preHandler: trackLimit,
        schema: {
          body: trackUsageInputSchema,
          response: { 201: trackedSchema },
        },
      },
      async (request, reply) => {
        await premium.trackUsage(request.userId, request.body);
        return created(reply, { status: 'tracked' as const });
      },
    );

    app.post(
      '/api/ai/enhanced/track-premium-feature',
      {
        onRequest: auth.optionalAuth,
        schema: {
          body: trackPremiumFeatureInputSchema,
          response: { 201: trackedSchema },
        },
      },
      async (request, reply) => {
        await premium.trackPremiumFeature(request.userId, request.body);
        return created(reply, { status: 'tracked' as const });
      },
    );

    app.get(
      '/api/premium/launch-list',
      signedIn(auth)({ response: { 200: launchListStatusSchema } }),
      async (request) => premium.launchListStatus(currentUserId(request)),
    );

    app.post(
      '/api/ai/enhanced/premium-upgrade',
      signedIn(auth)({ response: { 200: launchListSchema } }),
      async (request) => premium.joinLaunchList(currentUserId(request)),
    );
  };
}
