import {
  attendanceInputSchema,
  costSharesSchema,
  costSplitInputSchema,
  homeAreaInputSchema,
  homeAreaSchema,
  leaveByPlanSchema,
} from '@app/shared/plan-together';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { asUser, idParams, noContent, signedIn } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { CostSharesService } from './cost-shares.service';
import type { LeaveByService } from './leave-by.service';

const base = '/api/finalized-plans/:id';
const planParams = idParams('id');
const itemParams = idParams('id', 'itemId');
const shares = { 200: costSharesSchema };

/** Who goes to each item, what each member pays, and when to leave for each stop. */
export function planTogetherRoutes(deps: {
  costShares: CostSharesService;
  leaveBy: LeaveByService;
  auth: AuthHooks;
}): FastifyPluginAsyncZod {
  const { costShares, leaveBy, auth } = deps;
  const options = signedIn(auth, ['finalized-plans']);
  return async (app) => {
    app.get(
      `${base}/cost-shares`,
      options({ params: planParams, response: shares }),
      asUser((user, { params }) => costShares.shares(user, params.id)),
    );

    app.put(
      `${base}/activities/:itemId/attendance`,
      options({
        params: itemParams,
        body: attendanceInputSchema,
        response: shares,
      }),
      asUser((user, { params, body }) =>
        costShares.setAttendance(user, params.id, params.itemId, body.status),
      ),
    );

    app.put(
      `${base}/activities/:itemId/cost-split`,
      options({
        params: itemParams,
        body: costSplitInputSchema,
        response: shares,
      }),
      asUser((user, { params, body }) =>
        costShares.setSplit(user, params.id, params.itemId, body.mode),
      ),
    );

    app.get(
      `${base}/leave-by`,
      options({ params: planParams, response: { 200: leaveByPlanSchema } }),
      asUser((user, { params }) => leaveBy.forMember(user, params.id)),
    );

    app.get(
      '/api/home-area',
      options({ response: { 200: homeAreaSchema } }),
      asUser((user) => leaveBy.homeArea(user)),
    );

    app.put(
      '/api/home-area',
      options({ body: homeAreaInputSchema, response: { 200: homeAreaSchema } }),
      asUser((user, { body }) => leaveBy.saveHomeArea(user, body)),
    );

    app.delete(
      '/api/home-area',
      options({}),
      asUser((user, _request, reply) =>
        noContent(reply, leaveBy.deleteHomeArea(user)),
      ),
    );
  };
}
