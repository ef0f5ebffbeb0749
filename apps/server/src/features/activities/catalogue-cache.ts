import type { Activity } from '@app/shared/activity';

/** Kept lists are dropped all at once past this many (a list of 50 is about 50 KB as text). */
const MAX_LISTS = 200;
/** Ids kept at most; the seeded catalogue has about 2,100. */
const MAX_IDS = 50_000;
/** However far the next event end is, the cache is rebuilt this often. */
const MAX_AGE_MS = 60_000;

/**
 * Catalogue reads kept in this process until the catalogue changes. The
 * database counts every statement that writes `activities` (a trigger, so
 * imports in other processes count too); each read asks for that count, one
 * indexed row, and what was kept under another count is dropped. Past events
 * leave listings as time passes, so kept reads also end when the next
 * listed event ends.
 */
export function createCatalogueCache(source: {
  /** The change count; any value, compared for equality. */
  changes: () => Promise<string | null>;
  /** When the first upcoming event stops being listed, if any. */
  nextEventEnd: () => Promise<Date | null>;
  now?: () => number;
}) {
  const now = source.now ?? Date.now;
  let seen: string | null | undefined;
  let validUntil = 0;
  const lists = new Map<string, unknown>();
  const byId = new Map<number, Activity | null>();

  /** The change count in force, with the kept reads dropped when it moved. */
  async function current(): Promise<string | null> {
    const changes = await source.changes();
    if (changes !== seen || now() >= validUntil) {
      const end = await source.nextEventEnd();
      lists.clear();
      byId.clear();
      seen = changes;
      validUntil = Math.min(end?.getTime() ?? Infinity, now() + MAX_AGE_MS);
    }
    return changes;
  }

  return {
    /**
     * A kept list (or count) for key, else what load answers (kept when
     * nothing changed meanwhile).
     */
    async list<T extends object>(
      key: string,
      load: () => Promise<T>,
    ): Promise<T> {
      const changes = await current();
      const kept = lists.get(key) as T | undefined;
      if (kept) return kept;
      const loaded = await load();
      if (seen === changes) {
        if (lists.size >= MAX_LISTS) lists.clear();
        lists.set(key, loaded);
      }
      return loaded;
    },

    /**
     * Activities by id in the order of ids, unknown ids skipped; load fetches
     * the missing ones. The same ids answer the same (frozen) array while
     * nothing changes, so what callers build from it can be kept too.
     */
    async byIds(
      ids: readonly number[],
      load: (missing: number[]) => Promise<Activity[]>,
    ): Promise<Activity[]> {
      const changes = await current();
      const key = `ids ${ids.join(',')}`;
      const keptList = lists.get(key) as Activity[] | undefined;
      if (keptList) return keptList;
      const found = new Map<number, Activity | null>();
      const missing = new Set<number>();
      for (const id of ids) {
        const kept = byId.get(id);
        if (kept !== undefined) found.set(id, kept);
        else missing.add(id);
      }
      if (missing.size > 0) {
        const rows = await load([...missing]);
        const fetched = new Map(rows.map((a) => [a.id, a]));
        const keep = seen === changes;
        if (keep && byId.size + missing.size > MAX_IDS) byId.clear();
        for (const id of missing) {
          const activity = fetched.get(id) ?? null;
          found.set(id, activity);
          if (keep) byId.set(id, activity);
        }
      }
      const result: Activity[] = [];
      for (const id of ids) {
        const activity = found.get(id);
        if (activity) result.push(activity);
      }
      Object.freeze(result);
      if (seen === changes) {
        if (lists.size >= MAX_LISTS) lists.clear();
        lists.set(key, result);
      }
      return result;
    },
  };
}
