import { addDays, todayInZone } from '@app/shared/plan-rules';
import type { CreatePlanInput } from '@app/shared/plans';
import {
  type ServerTemplate,
  type ServerTemplateSummary,
  type TemplateCategory,
  type TimeSlot,
  type UseTemplateInput,
} from '@app/shared/server-templates';
import { templatePlanName } from '@app/shared/templates';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';

import type { TemplateRow, TemplatesRepository } from './templates.repository';

export const MAX_TEMPLATES = 100;
const DENVER = { lat: 39.7392, lng: -104.9903 };
const MIN_RADIUS_METERS = 5000;

/** Creates the user's plan through the plans feature (limits apply there). */
export type TemplatePlanCreator = (
  userId: number,
  plan: CreatePlanInput,
) => Promise<{ id: number }>;

/** Radius that keeps every template activity inside the plan's search area. */
function coveringRadius(
  center: { lat: number; lng: number },
  points: { latitude: number; longitude: number }[],
): number {
  const meters = points.map((p) => {
    const dLat = (p.latitude - center.lat) * 111_320;
    const dLng =
      (p.longitude - center.lng) *
      111_320 *
      Math.cos((center.lat * Math.PI) / 180);
    return Math.hypot(dLat, dLng);
  });
  return Math.round(Math.max(MIN_RADIUS_METERS, ...meters) + 2000);
}

function summary(
  row: TemplateRow,
  activitiesCount: number,
  totalCost: number,
): ServerTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as TemplateCategory,
    season: row.season as ServerTemplateSummary['season'],
    duration_days: row.durationDays,
    total_estimated_cost: Math.round(totalCost * 100) / 100,
    group_size_recommendation: row.groupSizeRecommendation,
    usage_count: row.usageCount,
    activities_count: activitiesCount,
  };
}

export function createTemplatesService(deps: {
  db: Db;
  repo: TemplatesRepository;
  createPlan: TemplatePlanCreator;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function detail(id: string): Promise<ServerTemplate> {
    const template = await repo.findById(db, id);
    if (!template) throw AppError.notFound('Template not found');
    const items = await repo.activitiesOf(db, id);
    const total = items.reduce((sum, i) => sum + i.item.estimatedCost, 0);
    return {
      ...summary(template, items.length, total),
      activities: items.map(({ item, name }) => ({
        activity_id: item.activityId,
        name,
        day: item.day,
        time_slot: item.timeSlot as TimeSlot,
        description: item.description,
        duration_hours: item.durationHours,
        estimated_cost: item.estimatedCost,
        category: item.category,
        tips: item.tips,
      })),
    };
  }

  return {
    async list(category?: TemplateCategory) {
      const rows = await repo.list(db, category, MAX_TEMPLATES);
      const templates = rows.map((r) =>
        summary(r.template, r.activitiesCount, r.totalCost),
      );
      return { templates, total: templates.length };
    },

    detail,

    /**
     * Creates a plan from the template starting on start_date and counts the
     * use, in one transaction. 404 for an unknown template, 400 for a past date.
     */
    async use(userId: number, input: UseTemplateInput) {
      if (input.start_date < todayInZone(now())) {
        throw AppError.badRequest('Start date cannot be in the past');
      }
      const template = await repo.findById(db, input.template_id);
      if (!template) throw AppError.notFound('Template not found');
      const items = await repo.activitiesOf(db, template.id);
      const center = items.length
        ? {
            lat: items.reduce((s, i) => s + i.latitude, 0) / items.length,
            lng: items.reduce((s, i) => s + i.longitude, 0) / items.length,
          }
        : DENVER;
      const plan = await deps.createPlan(userId, {
        name: templatePlanName(template.name),
        template: template.id,
        location: center,
        days: Array.from({ length: template.durationDays }, (_, i) =>
          addDays(input.start_date, i),
        ),
        interests: [...new Set(items.map((i) => i.item.category))],
        radius: coveringRadius(center, items),
      });
      // Counted only once the plan exists, so a refused plan is not a use.
      await repo.incrementUsage(db, template.id);
      return {
        id: plan.id,
        plan_id: plan.id,
        template_id: template.id,
        message: 'Template applied successfully!',
      };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
