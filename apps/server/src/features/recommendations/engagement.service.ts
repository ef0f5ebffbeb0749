import { categoryLabel } from '@app/shared/interests';
import {
  ENGAGEMENT_TYPES,
  type EngagementProfile,
  type EngagementType,
} from '@app/shared/recommendations';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';

import type { RecommendationsRepository } from './recommendations.repository';

const RECENT_EVENTS = 20;

/** Engagement events from recommendation cards and the user's own profile. */
export function createEngagementService(
  db: Db,
  repo: RecommendationsRepository,
) {
  return {
    async track(
      userId: number,
      event: {
        activity_id: number;
        type: EngagementType;
        view_time_seconds?: number;
      },
    ) {
      if (!(await repo.activityExists(db, event.activity_id))) {
        throw AppError.notFound('Activity not found');
      }
      const row = await repo.insertEngagement(db, {
        userId,
        activityId: event.activity_id,
        type: event.type,
        viewTimeSeconds:
          event.type === 'view_time' ? (event.view_time_seconds ?? null) : null,
      });
      return toWireEngagement(row);
    },

    async engagementProfile(
      callerId: number,
      userId: number,
    ): Promise<EngagementProfile> {
      if (userId !== callerId) {
        throw AppError.forbidden(
          'You can only view your own engagement profile',
        );
      }
      const [totals, recent, affinity] = await Promise.all([
        repo.engagementTotals(db, userId),
        repo.recentEngagements(db, userId, RECENT_EVENTS),
        repo.categoryAffinity(db, userId),
      ]);
      const byType = Object.fromEntries(
        ENGAGEMENT_TYPES.map((t) => [
          t,
          totals.find((row) => row.type === t)?.count ?? 0,
        ]),
      ) as EngagementProfile['by_type'];
      return {
        user_id: userId,
        total_events: totals.reduce((sum, row) => sum + row.count, 0),
        total_view_time_seconds: totals.reduce(
          (sum, row) => sum + row.seconds,
          0,
        ),
        by_type: byType,
        top_categories: affinity.slice(0, 5).map((row) => ({
          category: row.category,
          display_name: categoryLabel(row.category),
          weight: row.weight,
        })),
        recent: recent.map(toWireEngagement),
      };
    },
  };
}

function toWireEngagement(row: {
  id: number;
  activityId: number;
  type: string;
  viewTimeSeconds: number | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    activity_id: row.activityId,
    type: row.type as EngagementType,
    view_time_seconds: row.viewTimeSeconds,
    created_at: row.createdAt.toISOString(),
  };
}
