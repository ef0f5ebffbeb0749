import {
  COPY_NEEDS_ACTIVITY,
  COPY_NOTHING_TO_COPY,
  copiedActivities,
  copySchedule,
  type CopyPreview,
  type copyRequestSchema,
} from '@app/shared/copy-itinerary';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { GroupPlansService } from '../group-plans/group-plans.service';

type CopyData = z.output<typeof copyRequestSchema>;

export function createCopyItineraryService(deps: {
  db: Db;
  finalizedPlans: FinalizedPlansService;
  groupPlans: GroupPlansService;
}) {
  const { db, finalizedPlans, groupPlans } = deps;
  return {
    async preview(userId: number, planId: number): Promise<CopyPreview> {
      const plan = await finalizedPlans.get(userId, planId);
      const group = await groupPlans.copyPreview(userId, planId);
      return {
        title: plan.title,
        location_name: plan.location_name,
        start_date: plan.start_date,
        end_date: plan.end_date,
        total_activities: plan.selected_activities.length,
        is_group_plan: group.is_group_plan,
        total_participants: group.total_participants,
        is_finalized_plan: true,
        participants: group.participants,
        activities: plan.selected_activities.map((a) => ({
          id: a.activity_id,
          name: a.activity.name,
          category: a.activity.category,
          is_private: a.is_private,
          planned_date: a.planned_date,
          planned_time: a.planned_time,
          estimated_duration_minutes: a.estimated_duration_minutes,
        })),
      };
    },

    /**
     * Copies into a new finalized plan in one transaction: each activity keeps
     * its day offset from the start and its time, those past the new end
     * folding onto it at the next free time (`copySchedule`); excluded and,
     * unless asked, private activities are left out, and a copy left with
     * none is refused (422). Counts toward the plan limit.
     * With copy_participants, the group's members who are the caller's
     * friends are invited to the copy.
     */
    async copy(userId: number, planId: number, input: CopyData) {
      if (
        input.source_plan_id !== undefined &&
        input.source_plan_id !== planId
      ) {
        throw AppError.unprocessable([
          {
            loc: ['body', 'source_plan_id'],
            msg: 'source_plan_id does not match the plan in the path',
            type: 'value_error',
          },
        ]);
      }
      const source = await finalizedPlans.get(userId, planId);
      const kept = copiedActivities(
        source.selected_activities.map((a) => ({ ...a, id: a.activity_id })),
        {
          excluded: input.exclude_activities,
          includePrivate: input.include_private_activities,
        },
      );
      // An empty copy would only take a plan slot.
      if (kept.length === 0) {
        throw new AppError(
          422,
          source.selected_activities.length === 0
            ? COPY_NOTHING_TO_COPY
            : COPY_NEEDS_ACTIVITY,
        );
      }
      const slots = copySchedule(kept, source.start_date, {
        start: input.new_start_date,
        end: input.new_end_date,
      });
      const { plan, deliveries } = await db.transaction(async (tx) => {
        const copy = await finalizedPlans.finalizeInTx(tx, userId, {
          title: input.new_title,
          description: source.description,
          notes: source.notes,
          start_date: input.new_start_date,
          end_date: input.new_end_date,
          location: null,
          location_name: input.new_location_name || source.location_name,
          selected_activities: kept.map((a, i) => ({
            activity_id: a.activity_id,
            planned_date: slots[i]!.planned_date,
            planned_time: slots[i]!.planned_time,
            estimated_duration_minutes: a.estimated_duration_minutes,
            estimated_cost: a.estimated_cost,
            priority: a.priority,
            notes: a.notes,
            is_private: a.is_private,
          })),
        });
        return {
          plan: copy,
          deliveries: input.copy_participants
            ? await groupPlans.copyParticipantsInTx(tx, planId, copy, userId)
            : [],
        };
      });
      for (const deliver of deliveries) await deliver();
      return { new_plan_id: plan.id };
    },
  };
}

export type CopyItineraryService = ReturnType<
  typeof createCopyItineraryService
>;
