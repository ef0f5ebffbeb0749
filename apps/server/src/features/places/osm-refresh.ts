import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import { catalogueState } from '../../db/schema';
import {
  fetchOverpass,
  readOverpassAnswer,
} from '../../providers/places/overpass';

import { importOsmPlaces, type OsmImportResult } from './osm-import';

const HOUR_MS = 3_600_000;
const OSM_REFRESH_KEY = 'osm_refreshed_at';

export type OsmRefresher = {
  /** Refreshes when the last refresh (by any process) is older than the interval. */
  refreshIfDue: () => Promise<OsmImportResult | null>;
  start: () => void;
  stop: () => void;
};

/**
 * Takes the refresh turn: one process wins the row update, so several API
 * processes on one database refresh once per interval.
 */
async function claimTurn(db: Db, now: Date, intervalMs: number) {
  const due = new Date(now.getTime() - intervalMs).toISOString();
  const claimed = await db
    .insert(catalogueState)
    .values({ key: OSM_REFRESH_KEY, value: now.toISOString() })
    .onConflictDoUpdate({
      target: catalogueState.key,
      set: { value: now.toISOString(), updatedAt: sql`now()` },
      setWhere: lt(catalogueState.value, due),
    })
    .returning({ key: catalogueState.key });
  return claimed.length > 0;
}

/** The full-metro Overpass refresh on a timer; a failed fetch waits for the next turn. */
export function createOsmRefresher(deps: {
  db: Db;
  endpoint: string;
  intervalHours: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): OsmRefresher {
  const intervalMs = deps.intervalHours * HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  const refreshIfDue = async () => {
    const now = deps.clock?.() ?? new Date();
    if (!(await claimTurn(deps.db, now, intervalMs))) return null;
    let answer;
    try {
      answer = readOverpassAnswer(await fetchOverpass(deps.endpoint), now);
    } catch (error) {
      // Unreachable or truncated: try again in an hour rather than a whole interval.
      const retryAt = new Date(now.getTime() - intervalMs + HOUR_MS);
      await deps.db
        .update(catalogueState)
        .set({ value: retryAt.toISOString() })
        .where(eq(catalogueState.key, OSM_REFRESH_KEY));
      throw error;
    }
    const result = await importOsmPlaces(deps.db, answer.places, {
      complete: true,
      now,
    });
    deps.log.info({ osm: result }, 'OpenStreetMap places refreshed');
    return result;
  };
  const safeRefresh = () =>
    refreshIfDue().catch((error: unknown) =>
      deps.log.warn({ err: error }, 'OpenStreetMap refresh failed'),
    );
  return {
    refreshIfDue,
    start() {
      void safeRefresh();
      // Checks hourly so a missed turn (another process, a failure) is retried soon.
      timer = setInterval(
        () => void safeRefresh(),
        Math.min(intervalMs, HOUR_MS),
      );
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
