import { estimatedCost } from '@app/shared/pricing';

import type { Db } from '../../db/client';

import { TEMPLATE_DEFINITIONS } from './template-definitions';
import type { TemplateDefinition } from './template-slot';
import type {
  NewTemplateActivityRow,
  TemplatesRepository,
} from './templates.repository';

/** The group and party kinds, Premium like their built-in twins (spec 1). */
const PREMIUM_TEMPLATE_CATEGORIES: readonly string[] = [
  'bachelor_bachelorette',
  'birthday',
  'tailgate',
];

/**
 * Upserts every template and re-resolves its activities from the current
 * catalogue; usage counts are kept. Safe to run at every start.
 */
export async function seedTemplates(
  db: Db,
  repo: TemplatesRepository,
  definitions: readonly TemplateDefinition[] = TEMPLATE_DEFINITIONS,
) {
  let activityTotal = 0;
  for (const def of definitions) {
    await db.transaction(async (tx) => {
      await repo.upsert(tx, {
        id: def.id,
        name: def.name,
        description: def.description,
        category: def.category,
        season: def.season,
        durationDays: def.durationDays,
        groupSizeRecommendation: def.groupSizeRecommendation,
        isPremium: PREMIUM_TEMPLATE_CATEGORIES.includes(def.category),
      });
      const used: number[] = [];
      const rows: NewTemplateActivityRow[] = [];
      for (const slot of def.slots) {
        const picked = await repo.pickActivity(
          tx,
          slot.category,
          slot.subcategories,
          used,
        );
        if (!picked) continue;
        used.push(picked.id);
        rows.push({
          templateId: def.id,
          position: rows.length,
          day: slot.day,
          timeSlot: slot.timeSlot,
          activityId: picked.id,
          description: slot.description,
          durationHours: slot.durationHours,
          estimatedCost: picked.priceLevel
            ? estimatedCost({ price_level: picked.priceLevel })
            : slot.estimatedCost,
          category: slot.category,
          tips: slot.tips,
        });
      }
      await repo.replaceActivities(tx, def.id, rows);
      activityTotal += rows.length;
    });
  }
  return { templates: definitions.length, activities: activityTotal };
}
