import { idParamSchema } from '@app/shared/ids';
import { savedListPageSchema } from '@app/shared/saved-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { currentUserId } from '../plugins/auth';

import type { signedIn } from './routes';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The activity of a saved-list entry, by path: `/check/:activityId`. */
export const activityParams = z.object({ activityId: idParamSchema });

/**
 * The read side every saved list of activities (favorites, bucket list)
 * serves under `base`, signed in through `options`: a page of entries, all
 * saved activity ids, and whether one activity is saved.
 */
export function savedListLookups<
  List extends z.ZodType,
  Ids extends z.ZodType,
  Check extends z.ZodType,
>(
  app: ZodApp,
  options: ReturnType<typeof signedIn>,
  base: string,
  responses: { list: List; ids: Ids; check: Check },
  service: {
    list(
      userId: number,
      page: z.output<typeof savedListPageSchema>,
    ): Promise<z.input<List>>;
    activityIds(userId: number): Promise<z.input<Ids>>;
    check(userId: number, activityId: number): Promise<z.input<Check>>;
  },
) {
  // The call site ties each service answer to its schema; here any schema fits.
  const schemas: Record<keyof typeof responses, z.ZodType> = responses;
  app.get(
    base,
    options({
      querystring: savedListPageSchema,
      response: { 200: schemas.list },
    }),
    async (request) => service.list(currentUserId(request), request.query),
  );

  app.get(
    `${base}/ids`,
    options({ response: { 200: schemas.ids } }),
    async (request) => service.activityIds(currentUserId(request)),
  );

  app.get(
    `${base}/check/:activityId`,
    options({ params: activityParams, response: { 200: schemas.check } }),
    async (request) =>
      service.check(currentUserId(request), request.params.activityId),
  );
}
