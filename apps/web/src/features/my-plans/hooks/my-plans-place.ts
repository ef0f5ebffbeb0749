import { type CalendarMode } from '@app/shared/calendar';
import { isIsoDate } from '@app/shared/metro';

/** My Plans' views, one tab each. */
const MY_PLANS_VIEWS = ['list', 'drafts', 'calendar'] as const;
export type MyPlansView = (typeof MY_PLANS_VIEWS)[number];

const CALENDAR_MODES: readonly CalendarMode[] = ['day', 'week', 'month'];

/** Where My Plans is: its view and, for the calendar, the mode and the day shown. */
export type MyPlansPlace = {
  view: MyPlansView;
  mode: CalendarMode;
  /** The day the calendar shows (its week or month); null for today. */
  date: string | null;
};

/** The parameters of the address that say where the page is. */
const PLACE_KEYS = ['view', 'mode', 'date'] as const;

const isOneOf = <T extends string>(
  choices: readonly T[],
  value: string | null,
): value is T => choices.includes(value as T);

/**
 * The place an address names. Anything missing or not understood stays at its
 * default (the list; the week of today), so an old or hand-edited link still
 * opens a working page. The calendar's mode and day mean nothing elsewhere.
 */
export function placeFromParams(params: URLSearchParams): MyPlansPlace {
  const view = params.get('view');
  const place: MyPlansPlace = {
    view: isOneOf(MY_PLANS_VIEWS, view) ? view : 'list',
    mode: 'week',
    date: null,
  };
  if (place.view !== 'calendar') return place;
  const mode = params.get('mode');
  const date = params.get('date') ?? '';
  return {
    ...place,
    mode: isOneOf(CALENDAR_MODES, mode) ? mode : 'week',
    date: isIsoDate(date) ? date : null,
  };
}

/**
 * `params` moved to `place`: only what differs from the defaults is written
 * (today is the default day), and every other parameter (a `planId` still
 * to open) stays.
 */
export function paramsForPlace(
  params: URLSearchParams,
  place: MyPlansPlace,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PLACE_KEYS) next.delete(key);
  if (place.view !== 'list') next.set('view', place.view);
  if (place.view !== 'calendar') return next;
  if (place.mode !== 'week') next.set('mode', place.mode);
  if (place.date && place.date !== today) next.set('date', place.date);
  return next;
}
