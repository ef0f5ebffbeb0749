import { CONCERT_GENRES } from '@app/shared/interests';
import { METRO_CENTER } from '@app/shared/metro';
import { z } from 'zod';

import type { EventsProvider, ProviderEvent } from './event-types';

const METRO_LATLONG = `${METRO_CENTER.lat},${METRO_CENTER.lng}`;

const tmEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().optional(),
  info: z.string().optional(),
  dates: z.object({
    start: z.object({
      dateTime: z.string().optional(),
      localDate: z.string().optional(),
      localTime: z.string().optional(),
    }),
  }),
  classifications: z
    .array(
      z.object({
        segment: z.object({ name: z.string() }).optional(),
        genre: z.object({ name: z.string() }).optional(),
      }),
    )
    .optional(),
  priceRanges: z
    .array(z.object({ min: z.number(), max: z.number() }))
    .optional(),
  _embedded: z
    .object({
      venues: z.array(
        z.object({
          name: z.string(),
          address: z.object({ line1: z.string() }).optional(),
          city: z.object({ name: z.string() }).optional(),
          location: z
            .object({ latitude: z.string(), longitude: z.string() })
            .optional(),
        }),
      ),
    })
    .optional(),
});
const tmResponseSchema = z.object({
  _embedded: z.object({ events: z.array(z.unknown()) }).optional(),
});

const SPORTS: Record<string, string> = {
  Baseball: 'Baseball',
  Basketball: 'Basketball',
  Football: 'Football',
  Hockey: 'Hockey',
  Soccer: 'Soccer Games',
};

function toEvent(raw: unknown): ProviderEvent | undefined {
  const parsed = tmEventSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const e = parsed.data;
  const venue = e._embedded?.venues[0];
  const lat = Number(venue?.location?.latitude);
  const lng = Number(venue?.location?.longitude);
  const start = e.dates.start.dateTime;
  if (!venue || !Number.isFinite(lat) || !Number.isFinite(lng) || !start)
    return undefined;
  const segment = e.classifications?.[0]?.segment?.name ?? '';
  const genre = e.classifications?.[0]?.genre?.name ?? '';
  const isSport = segment === 'Sports';
  const price = e.priceRanges?.[0];
  return {
    source: 'ticketmaster',
    sourceId: e.id,
    name: e.name,
    description: e.info ?? null,
    category: isSport ? 'professional_sports' : 'concerts',
    subcategory: isSport
      ? (SPORTS[genre] ?? 'Sports Venues')
      : /comedy/i.test(genre)
        ? 'Comedy Shows'
        : segment === 'Arts & Theatre'
          ? 'Theater Shows'
          : (CONCERT_GENRES.find((g) =>
              genre.toLowerCase().includes(g.toLowerCase()),
            ) ?? 'Music Festivals'),
    startTime: new Date(start),
    venueName: venue.name,
    address: venue.address
      ? `${venue.address.line1}, ${venue.city?.name ?? 'Denver'}, CO`
      : null,
    latitude: lat,
    longitude: lng,
    ticketUrl: e.url ?? null,
    eventDetails: {
      is_sample: false,
      event_type: isSport ? 'sports' : 'concert',
      genre: genre || null,
      classification: segment || null,
      venue_name: venue.name,
      event_date: e.dates.start.localDate ?? null,
      event_time: e.dates.start.localTime ?? null,
      min_price: price?.min ?? null,
      max_price: price?.max ?? null,
      ticket_url: e.url ?? null,
      source_label: 'Ticketmaster',
    },
  };
}

/** Ticketmaster Discovery API: music and sports events around Denver. */
export function createTicketmasterProvider(options: {
  apiKey: string;
  baseUrl: string;
  fetchImpl?: typeof fetch;
}): EventsProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'ticketmaster',
    label: 'Ticketmaster',
    async upcoming(now) {
      const url = new URL('/discovery/v2/events.json', options.baseUrl);
      url.search = new URLSearchParams({
        apikey: options.apiKey,
        latlong: METRO_LATLONG,
        radius: '50',
        unit: 'miles',
        size: '100',
        sort: 'date,asc',
        classificationName: 'music,sports',
        startDateTime: `${now.toISOString().slice(0, 19)}Z`,
      }).toString();
      const response = await fetchImpl(url, {
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok)
        throw new Error(`Ticketmaster answered ${response.status}`);
      const body = tmResponseSchema.parse(await response.json());
      return (body._embedded?.events ?? [])
        .map(toEvent)
        .filter((e): e is ProviderEvent => !!e && e.startTime > now);
    },
  };
}
