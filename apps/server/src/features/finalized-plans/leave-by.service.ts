import { formatEventTime } from '@app/shared/event-rules';
import { metroInstant } from '@app/shared/metro';
import type {
  HomeAreaInput,
  LeaveBy,
  LeaveByPlan,
} from '@app/shared/plan-together';
import { travel, type Point, type TravelPrefs } from '@app/shared/travel';

import type { Db } from '../../db/client';
import type { Router } from '../../providers/routing/osrm';
import { loadPlan } from '../group-plans/plan-access';
import type { PreferencesService } from '../preferences/preferences.service';

import type { FinalizedPlansRepository } from './finalized-plans.repository';
import type { LeaveByRepository } from './leave-by.repository';

type Stop = Awaited<ReturnType<LeaveByRepository['stops']>>[number];

/** Legs asked of the router are kept: the reminder job asks again every few minutes. */
const MAX_CACHED_LEGS = 1_000;

/** A cached router: the same two points ask it once per process. */
function cachedRouter(router: Router): Router {
  const legs = new Map<string, number | null>();
  return async (from, to) => {
    const key = [from.lat, from.lng, to.lat, to.lng]
      .map((n) => n.toFixed(4))
      .join(',');
    if (legs.has(key)) return legs.get(key)!;
    const minutes = await router(from, to);
    if (legs.size >= MAX_CACHED_LEGS) legs.clear();
    // A failed ask is not kept, so the router is tried again later.
    if (minutes !== null) legs.set(key, minutes);
    return minutes;
  };
}

export function createLeaveByService(deps: {
  db: Db;
  repo: LeaveByRepository;
  plans: Pick<FinalizedPlansRepository, 'findWithInvitation'>;
  preferences: Pick<PreferencesService, 'get'>;
  router?: Router;
}) {
  const { db, repo } = deps;
  const router = deps.router ? cachedRouter(deps.router) : undefined;

  async function leg(from: Point, to: Point, prefs: TravelPrefs) {
    const routed = router ? await router(from, to) : null;
    if (routed !== null) return { minutes: routed, source: 'routing' as const };
    return {
      minutes: travel(from, to, prefs).minutes,
      source: 'estimate' as const,
    };
  }

  /**
   * When to set out for each timed stop: from the previous stop that day,
   * or from the member's home area for the day's first one (none without it).
   */
  async function compute(userId: number, planId: number): Promise<LeaveByPlan> {
    const [stops, home, prefs] = await Promise.all([
      repo.stops(db, planId, userId),
      repo.homeArea(db, userId),
      deps.preferences.get(userId),
    ]);
    const homePoint = home && { lat: home.latitude, lng: home.longitude };
    const items = await Promise.all(
      stops.map(async (stop, i): Promise<LeaveBy | null> => {
        const previous: Stop | undefined =
          stops[i - 1]?.date === stop.date ? stops[i - 1] : undefined;
        const origin =
          previous ?? (homePoint ? { ...homePoint, name: home.name } : null);
        if (!origin) return null;
        const { minutes, source } = await leg(origin, stop, prefs);
        const start = metroInstant(stop.date, stop.time!);
        return {
          plan_activity_id: stop.itemId,
          place_name: stop.name,
          leave_at: new Date(start.getTime() - minutes * 60_000).toISOString(),
          travel_minutes: minutes,
          from: previous ? 'previous_stop' : 'home',
          from_name: origin.name,
          source,
        };
      }),
    );
    return {
      home_area: home
        ? {
            name: home.name,
            latitude: home.latitude,
            longitude: home.longitude,
          }
        : null,
      items: items.filter((item) => item !== null),
    };
  }

  async function homeAreaOf(userId: number) {
    const home = await repo.homeArea(db, userId);
    return home
      ? { name: home.name, latitude: home.latitude, longitude: home.longitude }
      : null;
  }

  return {
    compute,

    async forMember(userId: number, planId: number) {
      await loadPlan(deps.plans, db, userId, planId, 'read');
      return compute(userId, planId);
    },

    homeArea: homeAreaOf,

    async saveHomeArea(userId: number, input: HomeAreaInput) {
      await repo.saveHomeArea(db, { userId, ...input });
      return homeAreaOf(userId);
    },

    deleteHomeArea: (userId: number) => repo.deleteHomeArea(db, userId),
  };
}

/** 'Leave by 6:40 PM for Pasta bar: about 20 min from Home (estimate).' */
export function leaveByMessage(leave: LeaveBy) {
  const how = leave.source === 'estimate' ? ' (estimate)' : '';
  return `Leave by ${formatEventTime(leave.leave_at)} for ${leave.place_name}: about ${leave.travel_minutes} min from ${leave.from_name}${how}.`;
}

export type LeaveByService = ReturnType<typeof createLeaveByService>;
