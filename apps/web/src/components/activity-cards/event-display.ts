import {
  CONCERT_GENRE_SUBCATEGORIES,
  inferConcertGenre,
  inferSportType,
} from '@app/shared/event-rules';
import { METRO_TIME_ZONE } from '@app/shared/metro';

import { eventDetail, truncate, venueName } from './activity-display';
import type { CardActivity } from './card-types';

const TO_BE_ANNOUNCED = 'Date & Time: To Be Announced';

const VENUE_NAME_HINTS =
  /\b(amphitheat(er|re)|theat(er|re)|ballroom|hall|arena|stadium|venue|club|lounge|center|centre|pavilion|saloon|tavern)\b/i;

/** Sources whose rows are dated events; every other row is a place. */
const EVENT_FEEDS = new Set(['sample', 'ticketmaster']);

type EventCandidate = Pick<CardActivity, 'start_time' | 'source' | 'name'>;

/**
 * An event: it has a start time, or an event feed lists it with its date
 * still to be announced. A catalogue place in the concert or sports
 * category (Ball Arena, Red Rocks Amphitheatre) is a venue, not an event
 * without a date; so is a feed row named like one ('... Arena') with no date.
 */
export function isEvent(activity: EventCandidate): boolean {
  if (activity.start_time) return true;
  return (
    EVENT_FEEDS.has(activity.source) && !VENUE_NAME_HINTS.test(activity.name)
  );
}

/** A venue-type concert item: no specific event (see `isEvent`). */
export function isConcertVenue(activity: EventCandidate): boolean {
  return !isEvent(activity);
}

/** What a venue's card says instead of a date: 'Sports Venue - Check for Events'. */
export function venueBanner(activity: Pick<CardActivity, 'category'>): string {
  switch (activity.category) {
    case 'concerts':
      return 'Concert Venue - Check for Events';
    case 'professional_sports':
      return 'Sports Venue - Check for Events';
    default:
      return 'Venue - Check for Events';
  }
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

/**
 * The event's own genre, else the catalogue's subcategory when it is a genre
 * (Ellie Caulkins Opera House is filed Classical), else a guess from the text.
 */
export function concertGenre(activity: CardActivity): string {
  const subcategory = activity.subcategory ?? '';
  return (
    eventDetail(activity, 'genre') ??
    (CONCERT_GENRE_SUBCATEGORIES.has(subcategory)
      ? subcategory
      : inferConcertGenre(
          `${activity.name} ${activity.description ?? ''} ${subcategory}`,
        ))
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
