import { WEEKDAYS } from '@app/shared/display';
import type { PlanCategoryId } from '@app/shared/interests';
import { z } from 'zod';

import { formatPhone } from '../../db/seed/importer/names';

/** The fields we read; Google bills by field mask, so we ask for these only. */
const FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'types',
  'rating',
  'userRatingCount',
  'priceLevel',
  'nationalPhoneNumber',
  'websiteUri',
  'regularOpeningHours',
  'photos',
  'editorialSummary',
];

const pointSchema = z.object({
  day: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23).default(0),
  minute: z.number().int().min(0).max(59).default(0),
});

const placeSchema = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  types: z.array(z.string()).default([]),
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().optional(),
  priceLevel: z.string().optional(),
  nationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  regularOpeningHours: z
    .object({
      periods: z
        .array(z.object({ open: pointSchema, close: pointSchema.optional() }))
        .default([]),
    })
    .optional(),
  photos: z.array(z.object({ name: z.string() })).default([]),
  editorialSummary: z.object({ text: z.string() }).optional(),
});
const searchSchema = z.object({ places: z.array(z.unknown()).default([]) });

export type GooglePlace = {
  placeId: string;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  types: string[];
  rating: number | null;
  ratingCount: number | null;
  priceLevel: number | null;
  phoneNumber: string | null;
  websiteUrl: string | null;
  businessHours: Record<string, string[]> | null;
  photoNames: string[];
  /** Google's own one-line description of the place, when it has one. */
  summary: string | null;
};

const PRICE_LEVELS: Record<string, number> = {
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

const hhmm = (p: z.infer<typeof pointSchema>) =>
  `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;

/** Google's periods (day 0 = Sunday) as our weekday ranges; no close = open all day. */
function toBusinessHours(
  periods: {
    open: z.infer<typeof pointSchema>;
    close?: z.infer<typeof pointSchema>;
  }[],
): Record<string, string[]> | null {
  if (periods.length === 0) return null;
  const hours: Record<string, string[]> = Object.fromEntries(
    WEEKDAYS.map((day) => [day, [] as string[]]),
  );
  for (const { open, close } of periods) {
    const day = WEEKDAYS[(open.day + 6) % 7]!;
    hours[day]!.push(close ? `${hhmm(open)}-${hhmm(close)}` : '00:00-24:00');
  }
  return hours;
}

function toPlace(raw: unknown): GooglePlace | null {
  const parsed = placeSchema.safeParse(raw);
  if (!parsed.success || !parsed.data.displayName) return null;
  const p = parsed.data;
  return {
    placeId: p.id,
    name: p.displayName!.text,
    address: p.formattedAddress ?? null,
    latitude: p.location.latitude,
    longitude: p.location.longitude,
    types: p.types,
    rating: p.rating ?? null,
    ratingCount: p.userRatingCount ?? null,
    priceLevel: p.priceLevel ? (PRICE_LEVELS[p.priceLevel] ?? null) : null,
    phoneNumber: formatPhone(p.nationalPhoneNumber ?? null),
    websiteUrl: p.websiteUri ?? null,
    businessHours: toBusinessHours(p.regularOpeningHours?.periods ?? []),
    photoNames: p.photos.map((photo) => photo.name).slice(0, 5),
    summary: p.editorialSummary?.text.trim() || null,
  };
}

/** Google place types searched for each of our categories. */
export const GOOGLE_TYPES: Record<PlanCategoryId, string[]> = {
  food: ['restaurant', 'cafe'],
  nightlife: ['bar', 'night_club'],
  outdoors: ['park', 'hiking_area'],
  arts: ['museum', 'art_gallery'],
  entertainment: ['movie_theater', 'bowling_alley', 'amusement_center'],
  shopping: ['shopping_mall', 'market'],
  recreational_sports: ['gym', 'golf_course', 'sports_complex'],
  professional_sports: ['stadium', 'arena'],
  concerts: ['concert_hall', 'event_venue'],
};

class GooglePlacesError extends Error {}

export type GooglePlacesProvider = ReturnType<
  typeof createGooglePlacesProvider
>;

/** Google Places API (New): nearby search, text search, details and photo links. */
export function createGooglePlacesProvider(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}) {
  const call = async (
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; fields?: string },
  ): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          ...(init.fields ? { 'x-goog-fieldmask': init.fields } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new GooglePlacesError(
        `Google Places unreachable: ${String(error)}`,
      );
    }
    if (!response.ok) {
      throw new GooglePlacesError(`Google Places answered ${response.status}`);
    }
    return response.json();
  };
  const listFields = FIELDS.map((f) => `places.${f}`).join(',');
  const places = (json: unknown) =>
    searchSchema
      .parse(json)
      .places.map(toPlace)
      .filter((p): p is GooglePlace => p !== null);

  return {
    name: 'google' as const,
    async nearby(query: {
      lat: number;
      lng: number;
      radiusMeters: number;
      types: string[];
    }): Promise<GooglePlace[]> {
      const json = await call('/v1/places:searchNearby', {
        method: 'POST',
        fields: listFields,
        body: {
          includedTypes: query.types,
          maxResultCount: 20,
          locationRestriction: {
            circle: {
              center: { latitude: query.lat, longitude: query.lng },
              radius: Math.min(query.radiusMeters, 50_000),
            },
          },
        },
      });
      return places(json);
    },
    /** The best match for a known place: its name, searched around its position. */
    async find(query: {
      name: string;
      lat: number;
      lng: number;
    }): Promise<GooglePlace | null> {
      const json = await call('/v1/places:searchText', {
        method: 'POST',
        fields: listFields,
        body: {
          textQuery: query.name,
          maxResultCount: 3,
          locationBias: {
            circle: {
              center: { latitude: query.lat, longitude: query.lng },
              radius: 150,
            },
          },
        },
      });
      return places(json)[0] ?? null;
    },
    async details(placeId: string): Promise<GooglePlace | null> {
      const json = await call(`/v1/places/${encodeURIComponent(placeId)}`, {
        method: 'GET',
        fields: FIELDS.join(','),
      });
      return toPlace(json);
    },
    /** A short-lived image address for a photo name (the key stays on the server). */
    async photoUri(photoName: string): Promise<string | null> {
      const json = await call(
        `/v1/${photoName}/media?maxWidthPx=800&skipHttpRedirect=true`,
        { method: 'GET' },
      );
      const parsed = z.object({ photoUri: z.string().url() }).safeParse(json);
      return parsed.success ? parsed.data.photoUri : null;
    },
  };
}
