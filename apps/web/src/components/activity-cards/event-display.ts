import { inferConcertGenre, inferSportType } from '@app/shared/event-rules';
import { METRO_TIME_ZONE } from '@app/shared/metro';

import { eventDetail, truncate, venueName } from './activity-display';
import type { CardActivity } from './card-types';

const TO_BE_ANNOUNCED = 'Date & Time: To Be Announced';

const VENUE_NAME_HINTS =
  /\b(amphitheat(er|re)|theat(er|re)|ballroom|hall|arena|stadium|venue|club|lounge|center|centre|pavilion|saloon|tavern)\b/i;

/**
 * A venue-type concert item has no specific event: no start time and not from
 * a ticketing or sample feed, or a venue-like name with no date.
 */
export function isConcertVenue(activity: CardActivity): boolean {
  if (activity.start_time) return false;
  const fromEventFeed =
    activity.source === 'sample' || activity.source === 'ticketmaster';
  return !fromEventFeed || VENUE_NAME_HINTS.test(activity.name);
}

const BANNER_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: METRO_TIME_ZONE,
});

/** 'Sat, Nov 28, 7:00 PM' in Denver time, or the To Be Announced text. */
export function dateBanner(start: string | null | undefined): string {
  if (!start) return TO_BE_ANNOUNCED;
  const date = new Date(start);
  return Number.isNaN(date.getTime())
    ? TO_BE_ANNOUNCED
    : BANNER_FORMAT.format(date);
}

export function concertGenre(activity: CardActivity): string {
  return (
    eventDetail(activity, 'genre') ??
    inferConcertGenre(
      `${activity.name} ${activity.description ?? ''} ${activity.subcategory ?? ''}`,
    )
  );
}

export function sportType(activity: CardActivity): string {
  return (
    eventDetail(activity, 'sport_type') ??
    inferSportType(
      `${activity.name} ${activity.subcategory ?? ''} ${activity.description ?? ''}`,
    )
  );
}

export function teams(activity: CardActivity): string[] {
  const value = activity.event_details?.teams;
  return Array.isArray(value)
    ? value.filter((t): t is string => typeof t === 'string')
    : [];
}

export function performers(activity: CardActivity): string[] {
  const value = activity.event_details?.performers;
  return Array.isArray(value)
    ? value.filter((t): t is string => typeof t === 'string')
    : [];
}

const money = (n: number) => `$${n.toFixed(2).replace(/\.00$/, '')}`;

const PRICE_NOT_ANNOUNCED = 'Not announced yet';

/**
 * '$35 - $120' from the event's min/max, else a price range it states; never
 * a category estimate, so an unknown price reads 'Not announced yet'.
 */
export function ticketPrice(activity: CardActivity): string {
  const min = activity.event_details?.min_price;
  const max = activity.event_details?.max_price;
  if (typeof min === 'number' && typeof max === 'number') {
    return min === max ? money(min) : `${money(min)} - ${money(max)}`;
  }
  if (typeof min === 'number') return `From ${money(min)}`;
  return (
    eventDetail(activity, 'price_range') ??
    (activity.price_range?.trim() || PRICE_NOT_ANNOUNCED)
  );
}

export function eventSummary(activity: CardActivity): string {
  return truncate(activity.description, 100);
}

export { venueName };
