/**
 * Recurring events: one show or game put on again and again (a weekly
 * "Country Dance Night at Grizzly Rose"). Lists show such a series once, at
 * its next date, rather than a wall of copies.
 */

export type SeriesMember = {
  id: number;
  name: string;
  start_time: string | null;
  venue_name: string | null;
  latitude: number;
  longitude: number;
};

/**
 * What the dates of one series share: an event's name (any case) at its
 * venue, or at its point when it names no venue. A place (no start time) is
 * a series of its own.
 */
export function seriesKey(activity: SeriesMember): string {
  if (!activity.start_time) return `id:${activity.id}`;
  const where =
    activity.venue_name ?? `${activity.latitude},${activity.longitude}`;
  return `${activity.name.toLowerCase()}|${where}`;
}

/** Whether two activities are dates of one recurring event (or the same place). */
export function sameSeries(a: SeriesMember, b: SeriesMember): boolean {
  return a.id === b.id || seriesKey(a) === seriesKey(b);
}

const MAX_OTHER_DATES = 10;

/**
 * One item per recurring event: the next date stands for the series, later
 * start times (at most 10) go to `other_dates`. Series keep the position of
 * their first member; places pass through with no other dates.
 */
export function collapseRecurring<T extends SeriesMember>(
  activities: readonly T[],
): (T & { other_dates: string[] })[] {
  const groups = new Map<string, T[]>();
  for (const activity of activities) {
    const key = seriesKey(activity);
    const group = groups.get(key);
    if (group) group.push(activity);
    else groups.set(key, [activity]);
  }
  return [...groups.values()].map((group) => {
    const [next, ...later] = [...group].sort((a, b) =>
      (a.start_time ?? '').localeCompare(b.start_time ?? ''),
    );
    return {
      ...next!,
      other_dates: later.slice(0, MAX_OTHER_DATES).map((a) => a.start_time!),
    };
  });
}
