import { finalizePlanInputSchema } from '@app/shared/finalized-plans';

import { featureRoutes, type FeatureDeps } from '../feature';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { LimitsService } from '../premium/limits.service';

import { seedTemplates } from './seed-templates';
import { createTemplatesRepository } from './templates.repository';
import { templatesRoutes } from './templates.routes';
import { createTemplatesService } from './templates.service';

/** Templates, re-seeded from the catalogue when the app starts. */
export function createTemplatesFeature(
  deps: FeatureDeps & {
    plans: FinalizedPlansService;
    limits: Pick<LimitsService, 'assertTemplateAccess'>;
  },
) {
  const { db, plans } = deps;
  const repo = createTemplatesRepository();
  const service = createTemplatesService({
    db,
    repo,
    createPlan: (tx, userId, plan) =>
      plans.finalizeInTx(tx, userId, finalizePlanInputSchema.parse(plan)),
    assertTemplateAccess: deps.limits.assertTemplateAccess,
  });
  return {
    routes: featureRoutes(async (app) => {
      app.addHook('onReady', async () => {
        await seedTemplates(db, repo);
      });
      await app.register(templatesRoutes({ service, auth: deps.auth }));
    }),
  };
}
