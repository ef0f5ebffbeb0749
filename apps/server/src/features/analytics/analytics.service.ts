import {
  addMonths,
  chartedMonths,
  type UserAnalytics,
} from '@app/shared/analytics';
import { categoryLabel } from '@app/shared/interests';
import { metroToday } from '@app/shared/metro';

import type { Db } from '../../db/client';

import type { AnalyticsRepository } from './analytics.repository';

const MAX_CATEGORIES = 9;

export function createAnalyticsService(deps: {
  db: Db;
  repo: AnalyticsRepository;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async forUser(userId: number): Promise<UserAnalytics> {
      const months = chartedMonths(metroToday(now()).slice(0, 7));
      const monthAfter = addMonths(months.at(-1)!, 1);
      const [planTotals, byMonth, categories, collections] = await Promise.all([
        repo.planTotals(db, userId),
        repo.plansByMonth(db, userId, `${months[0]}-01`, `${monthAfter}-01`),
        repo.savedCategories(db, userId, MAX_CATEGORIES),
        repo.collectionTotals(db, userId),
      ]);
      const counts = new Map(byMonth.map((r) => [r.month, r.count]));
      const { total, completed } = collections.bucket;
      return {
        totals: {
          plans: planTotals.plans,
          finalized_plans: planTotals.finalized,
          favorites: collections.favorites,
          bucket_list: total,
        },
        plans_by_month: months.map((month) => ({
          month,
          count: counts.get(month) ?? 0,
        })),
        favorite_categories: categories.map((c) => ({
          category: c.category,
          label: categoryLabel(c.category),
          count: c.count,
        })),
        bucket_list_progress: {
          total,
          completed,
          percent: total ? Math.round((completed / total) * 1000) / 10 : 0,
        },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
