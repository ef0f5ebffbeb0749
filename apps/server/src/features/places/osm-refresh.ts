import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type { ProviderTracker } from '../../lib/provider-status';
import {
  fetchOverpass,
  OVERPASS_GROUPS,
  OverpassBusyError,
  readOverpassAnswer,
  type OverpassGroup,
} from '../../providers/places/overpass';

import {
  importOsmPlaces,
  markClosedSince,
  type OsmImportResult,
} from './osm-import.repository';
import {
  claimCatalogueState,
  deleteCatalogueState,
  readCatalogueState,
  updateCatalogueState,
  writeCatalogueState,
} from './places.repository';

const HOUR_MS = 3_600_000;
const OSM_REFRESH_KEY = 'osm_refreshed_at';
/** The groups a refresh has finished, so a failed one resumes where it stopped. */
const OSM_PROGRESS_KEY = 'osm_refresh_progress';
/** Tries per group on 429 and 504, waiting twice as long each time. */
const BUSY_ATTEMPTS = 4;

/** Where a refresh reports its progress: the server's log, or the import command's output. */
export type ProgressLog = {
  info: (facts: object, message: string) => void;
  warn: (facts: object, message: string) => void;
};
type Progress = { startedAt: string; done: string[] };

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
  return claimCatalogueState(db, OSM_REFRESH_KEY, now.toISOString(), due);
}

async function saveProgress(db: Db, progress: Progress | null) {
  if (!progress) return deleteCatalogueState(db, OSM_PROGRESS_KEY);
  await writeCatalogueState(db, OSM_PROGRESS_KEY, JSON.stringify(progress));
}

async function loadProgress(db: Db, now: Date): Promise<Progress> {
  const value = await readCatalogueState(db, OSM_PROGRESS_KEY);
  return value
    ? (JSON.parse(value) as Progress)
    : { startedAt: now.toISOString(), done: [] };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One group's answer, waiting and asking again while Overpass says it is busy. */
async function fetchGroup(
  endpoint: string,
  group: OverpassGroup,
  retryDelayMs: number,
  log: ProgressLog,
): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOverpass(endpoint, group);
    } catch (error) {
      if (!(error instanceof OverpassBusyError) || attempt >= BUSY_ATTEMPTS) {
        throw error;
      }
      const delay =
        error.retryAfterSeconds !== null
          ? Math.min(error.retryAfterSeconds * 1000, 10 * retryDelayMs)
          : retryDelayMs * 2 ** (attempt - 1);
      log.info(
        { group: group.id, status: error.status, retryInMs: delay },
        'Overpass is busy; waiting before asking again',
      );
      await wait(delay);
    }
  }
}

/**
 * The whole-metro refresh, one tag group at a time: each group's places are
 * imported as they arrive and the group is recorded as done, so a refresh
 * stopped by an outage or a partial answer resumes with the group it lacks.
 * Once every group has answered, places missing from all of them are marked
 * possibly closed.
 */
export async function runOsmRefresh(deps: {
  db: Db;
  endpoint: string;
  log: ProgressLog;
  now: Date;
  retryDelayMs?: number;
}): Promise<OsmImportResult> {
  const { db, log, now } = deps;
  const progress = await loadProgress(db, now);
  const total: OsmImportResult = {
    read: 0,
    inserted: 0,
    merged: 0,
    updated: 0,
    conflicts: 0,
    possiblyClosed: 0,
    closuresChecked: false,
  };
  for (const group of OVERPASS_GROUPS) {
    if (progress.done.includes(group.id)) continue;
    const json = await fetchGroup(
      deps.endpoint,
      group,
      deps.retryDelayMs ?? 30_000,
      log,
    );
    const { places } = readOverpassAnswer(json, now);
    const result = await importOsmPlaces(db, places, { complete: false, now });
    for (const key of [
      'read',
      'inserted',
      'merged',
      'updated',
      'conflicts',
    ] as const) {
      total[key] += result[key];
    }
    progress.done.push(group.id);
    await saveProgress(db, progress);
    log.info(
      {
        group: group.id,
        places: places.length,
        groupsDone: progress.done.length,
        groups: OVERPASS_GROUPS.length,
      },
      'OpenStreetMap group refreshed',
    );
  }
  Object.assign(total, await markClosedSince(db, new Date(progress.startedAt)));
  await saveProgress(db, null);
  return total;
}

/** The full-metro Overpass refresh on a timer; a failed run resumes within the hour. */
export function createOsmRefresher(deps: {
  db: Db;
  endpoint: string;
  intervalHours: number;
  log: FastifyBaseLogger;
  tracker?: ProviderTracker;
  /** Runs after each successful refresh (the Wikimedia enrichment of new places). */
  afterRefresh?: () => void;
  retryDelayMs?: number;
  clock?: () => Date;
}): OsmRefresher {
  const intervalMs = deps.intervalHours * HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  const refreshIfDue = async () => {
    const now = deps.clock?.() ?? new Date();
    if (!(await claimTurn(deps.db, now, intervalMs))) return null;
    let result;
    try {
      result = await runOsmRefresh({ ...deps, now });
    } catch (error) {
      deps.tracker?.failed(error);
      // Unreachable, busy or partial: resume in an hour rather than a whole interval.
      const retryAt = new Date(now.getTime() - intervalMs + HOUR_MS);
      await updateCatalogueState(
        deps.db,
        OSM_REFRESH_KEY,
        retryAt.toISOString(),
      );
      throw error;
    }
    deps.tracker?.succeeded(result.read, now);
    deps.log.info({ osm: result }, 'OpenStreetMap places refreshed');
    deps.afterRefresh?.();
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
