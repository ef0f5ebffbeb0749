import type { FinalizePlanInput } from '@app/shared/finalized-plans';
import { addDays, METRO_NAME, metroToday } from '@app/shared/metro';
import {
  TIME_SLOT_START,
  type ServerTemplate,
  type ServerTemplateSummary,
  type TemplateCategory,
  type TimeSlot,
  type UseTemplateInput,
} from '@app/shared/server-templates';
import { templatePlanName } from '@app/shared/templates';

import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors';

import { scheduleHomeGames } from './game-day';
import type { TemplateRow, TemplatesRepository } from './templates.repository';

const MAX_TEMPLATES = 100;

/**
 * Stores a scheduled plan inside the caller's transaction (the finalized
 * plans feature; it applies the plan limit and checks the activities).
 */
export type TemplatePlanCreator = (
  tx: Tx,
  userId: number,
  plan: FinalizePlanInput,
) => Promise<{ id: number }>;

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
    is_premium: row.isPremium,
  };
}

/** The plan's note: where it came from, and whether a real game was found. */
function templatePlanNotes(name: string, gameFound: boolean | null): string {
  const origin = `Created from the ${name} template.`;
  return gameFound === false
    ? `${origin} No home game is listed for these dates yet, so the stadium is planned instead.`
    : origin;
}

export function createTemplatesService(deps: {
  db: Db;
  repo: TemplatesRepository;
  createPlan: TemplatePlanCreator;
  /** 403 unless the user may use a premium template. */
  assertTemplateAccess: (tx: Tx, userId: number) => Promise<void>;
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
      if (input.start_date < metroToday(now())) {
        throw AppError.badRequest('Start date cannot be in the past');
      }
      return db.transaction(async (tx) => {
        const template = await repo.incrementUsage(tx, input.template_id);
        if (!template) throw AppError.notFound('Template not found');
        if (template.isPremium) await deps.assertTemplateAccess(tx, userId);
        const items = await repo.activitiesOf(tx, template.id);
        if (items.length === 0) {
          throw AppError.conflict('This template has no activities yet');
        }
        const lat = items.reduce((s, i) => s + i.latitude, 0) / items.length;
        const lng = items.reduce((s, i) => s + i.longitude, 0) / items.length;
        const endDate = addDays(input.start_date, template.durationDays - 1);
        const planned = scheduleHomeGames(
          items.map(({ item, latitude, longitude }, index) => ({
            activity_id: item.activityId,
            planned_date: addDays(input.start_date, item.day - 1),
            planned_time: TIME_SLOT_START[item.timeSlot as TimeSlot],
            estimated_duration_minutes: Math.round(item.durationHours * 60),
            estimated_cost: item.estimatedCost,
            priority: index + 1,
            notes: item.description,
            category: item.category,
            latitude,
            longitude,
          })),
          await repo.realGamesBetween(tx, input.start_date, endDate, now()),
        );
        const plan = await deps.createPlan(tx, userId, {
          title: templatePlanName(template.name),
          description: template.description,
          start_date: input.start_date,
          end_date: endDate,
          location: `${lat.toFixed(6)},${lng.toFixed(6)}`,
          // Every template activity is a catalogue place in the metro.
          location_name: METRO_NAME,
          notes: templatePlanNotes(template.name, planned.gameFound),
          selected_activities: planned.items.map(
            ({ category: _c, latitude: _la, longitude: _lo, ...activity }) =>
              activity,
          ),
        });
        return {
          id: plan.id,
          plan_id: plan.id,
          template_id: template.id,
          message: 'Template applied successfully!',
        };
      });
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
