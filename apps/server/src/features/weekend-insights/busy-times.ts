import { metroInstant, metroToday } from '@app/shared/metro';
import { metroClock, isOpenAt } from '@app/shared/open-now';
import type { BusyLevel, Enrichment } from '@app/shared/weekend-insights';

/** Below this many planned visits an hourly pattern is noise, so none is shown. */
const MIN_PLANNED_VISITS = 5;
const BEST_TIMES = 3;

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function levelOf(visits: number, peak: number): BusyLevel {
  const share = visits / peak;
  if (share >= 0.6) return 'busy';
  return share >= 0.3 ? 'moderate' : 'quiet';
}

/**
 * Busy-time estimate from the hours our users plan visits at: how the current
 * hour compares with the busiest one, and the quietest hours left today (open
 * hours when known, else hours someone has planned a visit at).
 */
export function busyTimes(
  visitsByHour: ReadonlyMap<number, number>,
  hours: Readonly<Record<string, readonly string[]>> | null,
  now: Date,
): Enrichment['wait_times'] {
  const counts = [...visitsByHour.values()];
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < MIN_PLANNED_VISITS) return null;
  const peak = Math.max(...counts);
  const currentHour = Math.floor(metroClock(now).minute / 60);
  const today = metroToday(now);
  const candidates: { hour: number; visits: number }[] = [];
  for (let hour = currentHour; hour < 24; hour += 1) {
    const visits = visitsByHour.get(hour) ?? 0;
    const open = isOpenAt(
      hours,
      metroInstant(today, `${pad(hour).slice(0, 2)}:30`),
    );
    if (open === null ? visits > 0 : open) candidates.push({ hour, visits });
  }
  const best = candidates
    .sort((a, b) => a.visits - b.visits || a.hour - b.hour)
    .slice(0, BEST_TIMES)
    .map((c) => c.hour)
    .sort((a, b) => a - b)
    .map(pad);
  return {
    is_estimate: true,
    current_wait: levelOf(visitsByHour.get(currentHour) ?? 0, peak),
    best_times: best,
    planned_visits: total,
  };
}
