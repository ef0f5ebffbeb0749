import { activitySchema } from '@app/shared/activity';
import {
  finalizedPlanListSchema,
  finalizedPlanSchema,
  finalizePlanInputSchema,
  scheduledActivityInputSchema,
  sharedItinerarySchema,
  updateFinalizedPlanInputSchema,
  updateScheduledActivityInputSchema,
} from '@app/shared/finalized-plans';
import { versionFromTag, versionTag } from '@app/shared/plan-live';
import {
  planShareSchema,
  sharedPlanPath,
  shareIdSchema,
} from '@app/shared/plans';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../errors';
import {
  asUser,
  created,
  idParams,
  noContent,
  signedIn,
} from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';
import { sendKept } from '../../plugins/serializer';

import {
  MAX_FINALIZED_LIST,
  type FinalizedPlansService,
} from './finalized-plans.service';

const planParams = idParams('id');
const itemParams = idParams('id', 'itemId');
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_FINALIZED_LIST).default(100),
});

/**
 * The version a change is based on, from If-Match: the plan's `version`
 * for the plan, the activity's for an activity (428 when it is missing).
 */
function baseVersion(request: FastifyRequest) {
  const version = versionFromTag(request.headers['if-match']);
  if (version === undefined) {
    throw AppError.preconditionRequired(
      'Send If-Match with the version this change is based on',
    );
  }
  return version;
}

/** Served under both /finalized-plans and /api/finalized-plans (spec 1 and 2 call both). */
export function finalizedPlansRoutes(deps: {
  service: FinalizedPlansService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const context = {
    service: deps.service,
    options: signedIn(deps.auth, ['finalized-plans']),
  };
  return async (app) => {
    for (const base of ['/finalized-plans', '/api/finalized-plans']) {
      planRoutes(app, base, context);
      itemRoutes(app, base, context);
    }
    shareRoutes(app, context);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];
type RoutesContext = {
  service: FinalizedPlansService;
  options: ReturnType<typeof signedIn>;
};

/** A plan: finalize, list, its suggestions, read (with its version), edit, delete. */
function planRoutes(
  app: App,
  base: string,
  { service, options }: RoutesContext,
) {
  app.post(
    base,
    options({
      body: finalizePlanInputSchema,
      response: { 201: finalizedPlanSchema },
    }),
    asUser((user, { body }, reply) =>
      created(reply, service.finalize(user, body)),
    ),
  );

  app.get(
    base,
    options({
      querystring: listQuery,
      response: { 200: finalizedPlanListSchema },
    }),
    // A kept list is the same object between writes: its text is reused.
    asUser(async (user, { query }, reply) =>
      sendKept(reply, await service.list(user, query.limit)),
    ),
  );

  app.get(
    `${base}/:id/suggestions`,
    options({
      params: planParams,
      response: { 200: z.array(activitySchema) },
    }),
    asUser((user, { params }) => service.suggestions(user, params.id)),
  );

  app.get(
    `${base}/:id`,
    options({ params: planParams, response: { 200: finalizedPlanSchema } }),
    asUser(async (user, { params }, reply) => {
      const plan = await service.detail(user, params.id);
      reply.header('etag', versionTag(plan.version));
      return plan;
    }),
  );

  app.put(
    `${base}/:id`,
    options({
      params: planParams,
      body: updateFinalizedPlanInputSchema,
      response: { 200: finalizedPlanSchema },
    }),
    asUser((user, request) =>
      service.update(
        user,
        request.params.id,
        request.body,
        baseVersion(request),
      ),
    ),
  );

  app.delete(
    `${base}/:id`,
    options({ params: planParams }),
    asUser((user, { params }, reply) =>
      noContent(reply, service.remove(user, params.id)),
    ),
  );
}

/** A plan's scheduled activities: add, edit, remove, each naming the version it read. */
function itemRoutes(
  app: App,
  base: string,
  { service, options }: RoutesContext,
) {
  app.post(
    `${base}/:id/activities`,
    options({
      params: planParams,
      body: scheduledActivityInputSchema,
      response: { 201: finalizedPlanSchema },
    }),
    asUser((user, { params, body }, reply) =>
      created(reply, service.addItem(user, params.id, body)),
    ),
  );

  app.put(
    `${base}/:id/activities/:itemId`,
    options({
      params: itemParams,
      body: updateScheduledActivityInputSchema,
      response: { 200: finalizedPlanSchema },
    }),
    asUser((user, request) =>
      service.updateItem(
        user,
        request.params.id,
        request.params.itemId,
        request.body,
        baseVersion(request),
      ),
    ),
  );

  app.delete(
    `${base}/:id/activities/:itemId`,
    options({ params: itemParams, response: { 200: finalizedPlanSchema } }),
    asUser((user, request) =>
      service.removeItem(
        user,
        request.params.id,
        request.params.itemId,
        baseVersion(request),
      ),
    ),
  );
}

/** A share link, and the read-only itinerary anyone with it may open. */
function shareRoutes(app: App, { service, options }: RoutesContext) {
  app.post(
    '/api/finalized-plans/:id/share',
    options({ params: planParams, response: { 200: planShareSchema } }),
    asUser(async (user, { params }) => {
      const shareId = await service.share(user, params.id);
      return { share_id: shareId, path: sharedPlanPath(shareId) };
    }),
  );

  app.get(
    '/api/shared-itineraries/:shareId',
    {
      schema: {
        tags: ['finalized-plans'],
        params: z.object({ shareId: shareIdSchema }),
        response: { 200: sharedItinerarySchema },
      },
    },
    async (request) => service.getShared(request.params.shareId),
  );
}
