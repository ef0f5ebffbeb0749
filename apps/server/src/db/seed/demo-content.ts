import { randomBytes } from 'node:crypto';

import { categoryLabel } from '@app/shared/interests';
import {
  addDays,
  comingWeekend,
  METRO_CENTER,
  METRO_NAME,
  metroToday,
} from '@app/shared/metro';
import { createPlanInputSchema } from '@app/shared/plans';
import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { estimatedCost } from '@app/shared/pricing';
import { and, asc, count, eq, gte } from 'drizzle-orm';

import { createPlansRepository } from '../../features/plans/plans.repository';
import { createPlansService } from '../../features/plans/plans.service';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import {
  activities,
  bucketListItems,
  favorites,
  friendships,
  notifications,
  planActivities,
  plans,
  posts,
  userPreferences,
  users,
} from '../schema';

/** The demo's friend: an account nobody signs in to (its password is random). */
export const DEMO_FRIEND = {
  email: 'sam.rivera@weekendplanner.test',
  username: 'sam.rivera',
  fullName: 'Sam Rivera',
} as const;

const DEMO_INTERESTS = ['food', 'outdoors', 'arts'] as const;

/** The first catalogue place of each of the demo's interests, in that order. */
async function placesFor(db: Db) {
  const rows = await Promise.all(
    DEMO_INTERESTS.map(async (category) => {
      const [row] = await db
        .select()
        .from(activities)
        .where(eq(activities.category, category))
        .orderBy(asc(activities.id))
        .limit(1);
      return row;
    }),
  );
  return rows.filter((row) => row !== undefined);
}

async function ensureFriend(db: Db, demoId: number) {
  await db
    .insert(users)
    .values({
      ...DEMO_FRIEND,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    })
    .onConflictDoNothing();
  const [friend] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_FRIEND.email));
  await db
    .insert(friendships)
    .values([
      { userId: demoId, friendId: friend!.id },
      { userId: friend!.id, friendId: demoId },
    ])
    .onConflictDoNothing();
  const [{ n }] = await db
    .select({ n: count() })
    .from(posts)
    .where(eq(posts.userId, friend!.id));
  if (n === 0) {
    await db.insert(posts).values({
      userId: friend!.id,
      title: 'Sunrise hike and green chile after',
      description:
        'Out before dawn, back in town for breakfast burritos. Worth the alarm.',
      privacyLevel: 'friends',
      completionDate: addDays(metroToday(), -2),
    });
  }
  return friend!.id;
}

/** A draft for next weekend, built by the same path as the create page's. */
async function ensureDraft(db: Db, demoId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(plans)
    .where(and(eq(plans.userId, demoId), eq(plans.kind, 'draft')));
  if (n > 0) return;
  const nextWeekend = comingWeekend(addDays(metroToday(), 7));
  const service = createPlansService({
    db,
    repo: createPlansRepository(),
    activities: { getByIds: () => Promise.resolve([]) },
  });
  await service.create(
    demoId,
    createPlanInputSchema.parse({
      title: 'Next weekend: food and the outdoors',
      location: { ...METRO_CENTER, address: METRO_NAME },
      days: nextWeekend,
      interests: [...DEMO_INTERESTS],
      budget: 100,
      budget_type: 'per_day',
    }),
  );
}

/** A finalized plan this weekend (Denver time), unless one is still ahead. */
async function ensureWeekendPlan(
  db: Db,
  demoId: number,
  places: (typeof activities.$inferSelect)[],
) {
  const today = metroToday();
  const [{ n }] = await db
    .select({ n: count() })
    .from(plans)
    .where(
      and(
        eq(plans.userId, demoId),
        eq(plans.kind, 'finalized'),
        gte(plans.endDate, today),
      ),
    );
  if (n > 0 || places.length === 0) return;
  const days = comingWeekend(today);
  const [plan] = await db
    .insert(plans)
    .values({
      userId: demoId,
      kind: 'finalized',
      title: 'This weekend in Denver',
      startDate: days[0]!,
      endDate: days.at(-1)!,
      locationName: METRO_NAME,
      latitude: METRO_CENTER.lat,
      longitude: METRO_CENTER.lng,
      status: 'planned',
    })
    .returning();
  const times = ['10:00', '12:30', '15:00'];
  await db.insert(planActivities).values(
    places.map((place, i) => ({
      planId: plan!.id,
      activityId: place.id,
      plannedDate: days[i % days.length]!,
      plannedTime: times[i] ?? null,
      estimatedCost: estimatedCost({
        category: place.category,
        types: place.types,
        price_level: place.priceLevel,
      }),
    })),
  );
}

async function ensureSaved(
  db: Db,
  demoId: number,
  places: (typeof activities.$inferSelect)[],
) {
  if (places.length === 0) return;
  await db
    .insert(favorites)
    .values(places.map((p) => ({ userId: demoId, activityId: p.id })))
    .onConflictDoNothing();
  await db
    .insert(bucketListItems)
    .values(
      places
        .slice(0, 2)
        .map((p) => ({ userId: demoId, activityId: p.id, priority: 'high' })),
    )
    .onConflictDoNothing();
}

/**
 * Gives the demo account a lived-in first look: preferences (so no setup
 * wizard), favorites and bucket-list places, a draft, a plan this weekend,
 * a friend with a post and a notification. Each part is added only while it
 * is missing, so every start may run it and nothing doubles.
 */
export async function ensureDemoContent(db: Db, demoId: number) {
  await db
    .insert(userPreferences)
    .values({
      userId: demoId,
      data: {
        ...DEFAULT_PREFERENCES,
        preferred_activities: DEMO_INTERESTS.map(categoryLabel),
      },
    })
    .onConflictDoNothing();
  const places = await placesFor(db);
  await ensureSaved(db, demoId, places);
  if (places.length > 0) await ensureDraft(db, demoId);
  await ensureWeekendPlan(db, demoId, places);
  const friendId = await ensureFriend(db, demoId);
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, demoId));
  if (n === 0) {
    await db.insert(notifications).values({
      userId: demoId,
      type: 'friend_accepted',
      title: 'Friend request accepted',
      message: `${DEMO_FRIEND.fullName} accepted your friend request.`,
      actionUrl: '/friends',
      senderId: friendId,
    });
  }
}
