import type { Activity } from '@app/shared/activity';
import { METRO_CENTER } from '@app/shared/metro';
import type { ParsedSearch } from '@app/shared/search';

import type { ActivitiesService } from '../activities/activities.service';

import { METRO_RADIUS_METERS } from './candidate-readings';
import { isOnDuring, readFrom, type TimeWindow } from './search-window';

/** What stands in for a play when none is on: a concert or a comedy club. */
const STAND_IN_SUBCATEGORIES = ['Comedy Shows'];
const STAND_IN_CATEGORIES = ['concerts', 'entertainment'] as const;

/**
 * 'A show' said, which any stage answers; the theatre named ('theatre
 * tonight') stays the theatre, and a date night's theatres are a guess.
 */
const asksForAShow = (parsed: ParsedSearch, words: string[]) =>
  parsed.subcategories.includes('Theater') &&
  words.some((w) => w === 'show' || w === 'shows');

/**
 * 'Dinner and a show tonight' when no play is listed tonight: the show is
 * whatever is on stage then, a concert or comedy, rather than theatres with
 * nothing on that read as if they were. The reading with those kinds
 * added, or undefined when a play is on or no time was asked.
 */
export async function showStandIns(
  activities: Pick<ActivitiesService, 'findSuggestions'>,
  parsed: ParsedSearch,
  window: TimeWindow | undefined,
  words: string[],
): Promise<{ parsed: ParsedSearch; shows: Activity[] } | undefined> {
  if (!window || !asksForAShow(parsed, words)) return undefined;
  const onStage = async (query: {
    categories: string[];
    subcategories?: string[];
  }) =>
    (
      await activities.findSuggestions({
        lat: METRO_CENTER.lat,
        lng: METRO_CENTER.lng,
        radiusMeters: METRO_RADIUS_METERS,
        ...query,
        from: readFrom(window),
        to: window.to,
        limit: 20,
      })
    ).filter((a) => a.start_time !== null && isOnDuring(a, window));
  const plays = await onStage({
    categories: ['entertainment'],
    subcategories: ['Theater'],
  });
  if (plays.length > 0) return undefined;
  // A theatre with nothing on is not the show: the kinds that stand in.
  const subcategories = [
    ...parsed.subcategories.filter((s) => s !== 'Theater'),
    ...STAND_IN_SUBCATEGORIES,
  ];
  return {
    parsed: {
      ...parsed,
      categories: [...new Set([...parsed.categories, ...STAND_IN_CATEGORIES])],
      subcategories: [...new Set(subcategories)],
    },
    shows: await onStage({ categories: ['concerts'] }),
  };
}

/** Said above an answer whose show is a stand-in. */
export function standInNote(timeLabel: string | undefined): string {
  const when = timeLabel ? ` ${timeLabel}` : '';
  return `No play or musical is listed${when}; for the show, here are concerts and comedy instead.`;
}
