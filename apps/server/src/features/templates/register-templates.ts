import { finalizePlanInputSchema } from '@app/shared/finalized-plans';
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../db/client';
import type { AuthHooks } from '../../plugins/auth';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { LimitsService } from '../premium/limits.service';

import { seedTemplates } from './seed-templates';
import { createTemplatesRepository } from './templates.repository';
import { templatesRoutes } from './templates.routes';
import { createTemplatesService } from './templates.service';

/** Wires templates and re-seeds them from the catalogue when the app starts. */
export async function registerTemplates(
  app: FastifyInstance,
  deps: {
    db: Db;
    auth: AuthHooks;
    plans: FinalizedPlansService;
    limits: Pick<LimitsService, 'assertTemplateAccess'>;
  },
) {
  const repo = createTemplatesRepository();
  const service = createTemplatesService({
    db: deps.db,
    repo,
    createPlan: (tx, userId, plan) =>
      deps.plans.finalizeInTx(tx, userId, finalizePlanInputSchema.parse(plan)),
    assertTemplateAccess: deps.limits.assertTemplateAccess,
  });
  app.addHook('onReady', async () => {
    await seedTemplates(deps.db, repo);
  });
  await app.register(templatesRoutes({ service, auth: deps.auth }));
  return { service, reseed: () => seedTemplates(deps.db, repo) };
}
