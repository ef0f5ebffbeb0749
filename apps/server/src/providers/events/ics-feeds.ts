import { metroInstant, METRO_TIME_ZONE } from '@app/shared/metro';
import ICAL from 'ical.js';

import {
  LIVE_DAYS_AHEAD,
  type EventsProvider,
  type ProviderEvent,
} from './event-types';
import type { Venue } from './sample-venues';
import { fetchSchedule, unexpectedAnswer } from './schedule-fetch';

const LABEL = 'Calendar feeds';
const DAY_MS = 86_400_000;
/** Bounds a runaway rule (FREQ=MINUTELY) in one feed. */
const MAX_OCCURRENCES = 500;

/** One entry of EVENT_ICS_FEEDS: `url` or `url|venue name|category`. */
type IcsFeed = { url: string; venue?: string; category: string };

/** Finds a venue by name (the catalogue's, or a pro venue); undefined when unknown. */
export type VenueLookup = (name: string) => Promise<Venue | undefined>;

function validZone(tzid: string | null): string | undefined {
  if (!tzid) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid });
    return tzid;
  } catch {
    return undefined;
  }
}

/**
 * The instant of an occurrence: a UTC time or one in a VTIMEZONE the feed
 * ships converts directly; a TZID the feed does not define is read as that
 * IANA zone, and a floating time as Denver's.
 */
function instant(time: ICAL.Time, tzid: string | null): Date {
  if (time.zone && time.zone.tzid !== 'floating')
    return new Date(time.toUnixTime() * 1000);
  const zone = validZone(tzid) ?? METRO_TIME_ZONE;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return metroInstant(
    `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`,
    `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`,
    zone,
  );
}

function eventsOf(calendar: ICAL.Component) {
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(zone);
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (!event.uid || !event.startDate) continue;
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions)
    masters.get(exception.uid)?.relateException(exception);
  return [...masters.values()];
}

type Occurrence = { start: Date; event: ICAL.Event; key: string };

/** Every timed occurrence from now to `until`, RRULE, EXDATE and moved instances applied. */
function occurrences(event: ICAL.Event, now: Date, until: Date): Occurrence[] {
  if (event.startDate.isDate) return [];
  const tzid = event.component
    .getFirstProperty('dtstart')
    ?.getParameter('tzid') as string | null;
  const at = (time: ICAL.Time) => instant(time, tzid);
  if (!event.isRecurring()) {
    const start = at(event.startDate);
    return [{ start, event, key: event.uid }];
  }
  const out: Occurrence[] = [];
  const iterator = event.iterator();
  for (
    let n = 0, next = iterator.next();
    next && n < MAX_OCCURRENCES;
    n += 1, next = iterator.next()
  ) {
    if (at(next) > until) break;
    const details = event.getOccurrenceDetails(next);
    const start = at(details.startDate);
    if (start > now)
      out.push({
        start,
        event: details.item,
        key: `${event.uid}@${next.toString()}`,
      });
  }
  return out;
}

function text(
  event: ICAL.Event,
  field: 'summary' | 'description' | 'location',
) {
  const value = event[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Venue, library or brewery calendars (iCalendar, RFC 5545) an operator
 * lists in EVENT_ICS_FEEDS: timed events of the next 60 days at a venue
 * found in the catalogue (the feed's venue, else each event's LOCATION).
 */
export function createIcsFeedsProvider(options: {
  feeds: IcsFeed[];
  findVenue: VenueLookup;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): EventsProvider {
  async function read(feed: IcsFeed, now: Date): Promise<ProviderEvent[]> {
    const label = `Calendar ${new URL(feed.url).host}`;
    const body = await fetchSchedule(label, new URL(feed.url), {
      ...options,
      as: 'text',
    });
    let calendar: ICAL.Component;
    try {
      calendar = new ICAL.Component(ICAL.parse(String(body)));
    } catch {
      throw unexpectedAnswer(label);
    }
    if (calendar.name !== 'vcalendar') throw unexpectedAnswer(label);
    const until = new Date(now.getTime() + LIVE_DAYS_AHEAD * DAY_MS);
    const out: ProviderEvent[] = [];
    for (const master of eventsOf(calendar)) {
      for (const { start, event, key } of occurrences(master, now, until)) {
        const name = text(event, 'summary');
        const venueName =
          feed.venue ??
          text(event, 'location') ??
          // A moved instance often restates only what changed.
          text(master, 'location');
        const venue = venueName
          ? await options.findVenue(venueName)
          : undefined;
        if (!name || !venue || !(start > now) || start > until) continue;
        const url = event.component.getFirstPropertyValue('url');
        out.push({
          source: 'ics',
          sourceId: `${feed.url}#${key}`,
          name,
          description: text(event, 'description'),
          category: feed.category,
          subcategory: null,
          startTime: start,
          venueName: venue.name,
          address: venue.address,
          latitude: venue.lat,
          longitude: venue.lng,
          ticketUrl: typeof url === 'string' ? url : null,
          eventDetails: {
            is_sample: false,
            event_type: 'event',
            venue_name: venue.name,
            ticket_url: typeof url === 'string' ? url : null,
            source_label: new URL(feed.url).host,
          },
        });
      }
    }
    return out;
  }

  return {
    name: 'ics',
    label: LABEL,
    complete: true,
    async upcoming(now) {
      // One unreachable feed fails the source, so none of its rows is pruned.
      const answers = await Promise.all(options.feeds.map((f) => read(f, now)));
      return answers.flat();
    },
  };
}
