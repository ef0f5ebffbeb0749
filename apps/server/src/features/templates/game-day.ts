import { distanceMeters, metroToday } from '@app/shared/metro';
import { metroClock } from '@app/shared/open-now';

/** The template category whose slot is a game, not a stadium. */
export const GAME_CATEGORY = 'professional_sports';

/** A real (not sample) upcoming game: what the plan schedules instead of a venue. */
export type HomeGame = {
  id: number;
  startTime: Date;
  endTime: Date | null;
  latitude: number;
  longitude: number;
};

/** One planned item of a template plan, as the template service builds it. */
export type PlannedItem = {
  activity_id: number;
  planned_date: string;
  planned_time: string;
  estimated_duration_minutes: number;
  category: string;
  latitude: number;
  longitude: number;
};

const GAME_MINUTES = 180;

function clockTime(minute: number): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  return `${hh}:${String(minute % 60).padStart(2, '0')}`;
}

/** The next quarter hour at or after `minute`, the day's last at most. */
function quarterAfter(minute: number): string {
  return clockTime(Math.min(23 * 60 + 45, Math.ceil(minute / 15) * 15));
}

function nearest(games: readonly HomeGame[], item: PlannedItem): HomeGame {
  const from = { lat: item.latitude, lng: item.longitude };
  return [...games].sort(
    (a, b) =>
      distanceMeters(from, { lat: a.latitude, lng: a.longitude }) -
        distanceMeters(from, { lat: b.latitude, lng: b.longitude }) ||
      a.startTime.getTime() - b.startTime.getTime(),
  )[0]!;
}

/**
 * Puts a real home game in place of each game slot's stadium: the game
 * nearest the template's venue within the plan's dates, at its real local
 * start, with the same day's later items moved after it ends. Without a real
 * game the stadium stays, and the result says so.
 */
export function scheduleHomeGames<T extends PlannedItem>(
  items: readonly T[],
  games: readonly HomeGame[],
): { items: T[]; gameFound: boolean | null } {
  const slots = items.filter((i) => i.category === GAME_CATEGORY);
  if (slots.length === 0) return { items: [...items], gameFound: null };
  if (games.length === 0) return { items: [...items], gameFound: false };
  let result = [...items];
  const taken = new Set<number>();
  for (const slot of slots) {
    const free = games.filter((g) => !taken.has(g.id));
    if (free.length === 0) break;
    const game = nearest(free, slot);
    taken.add(game.id);
    const date = metroToday(game.startTime);
    const start = metroClock(game.startTime).minute;
    const minutes = game.endTime
      ? Math.round((game.endTime.getTime() - game.startTime.getTime()) / 60_000)
      : GAME_MINUTES;
    const ends = quarterAfter(start + minutes);
    result = result.map((item) => {
      if (item === slot) {
        return {
          ...item,
          activity_id: game.id,
          planned_date: date,
          planned_time: clockTime(start),
          estimated_duration_minutes: minutes,
        };
      }
      const afterGame =
        item.planned_date === date &&
        item.planned_date === slot.planned_date &&
        item.planned_time > slot.planned_time &&
        item.planned_time < ends;
      return afterGame ? { ...item, planned_time: ends } : item;
    });
  }
  return { items: result, gameFound: true };
}
