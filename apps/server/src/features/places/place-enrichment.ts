import type { Activity } from '@app/shared/activity';
import { distanceMeters } from '@app/shared/metro';
import { PRICE_LEVEL_RANGES } from '@app/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type {
  GooglePlace,
  GooglePlacesProvider,
} from '../../providers/places/google-places';

import { nameSimilarity, SAME_PLACE_METERS } from './place-match';
import { findProviderId, saveProviderId } from './places.repository';

const MONTH_MS = 30 * 86_400_000;
export const GOOGLE_SOURCE = 'google';

export type PlaceEnricher = {
  /** The activity with Google's facts filling its gaps; unchanged when Google is unreachable. */
  enrich: (activity: Activity) => Promise<Activity>;
  /** Finds and keeps the place's Google id only, so a later enrich needs one call. */
  resolve: (activity: Activity) => Promise<void>;
};

/** The proxy address of a photo, so the key never reaches the browser. */
function photoPath(photoName: string): string {
  return `/api/places/photo?name=${encodeURIComponent(photoName)}`;
}

/**
 * Wikipedia's or Wikidata's words come first; Google's summary stands in for
 * a line composed from the place's own facts.
 */
function describedByWiki(activity: Activity): boolean {
  return /Description from Wiki(pedia|data)/.test(activity.attribution ?? '');
}

function overlay(activity: Activity, place: GooglePlace, now: Date): Activity {
  const priceLevel = activity.price_level ?? place.priceLevel;
  const googleWords = place.summary !== null && !describedByWiki(activity);
  return {
    ...activity,
    description: googleWords ? place.summary : activity.description,
    photo_url:
      activity.photo_url ??
      (place.photoNames[0] ? photoPath(place.photoNames[0]) : null),
    phone_number: activity.phone_number ?? place.phoneNumber,
    website_url: activity.website_url ?? place.websiteUrl,
    business_hours: activity.business_hours ?? place.businessHours,
    price_level: priceLevel,
    price_range:
      priceLevel === null ? null : (PRICE_LEVEL_RANGES[priceLevel] ?? null),
    external_rating:
      place.rating === null
        ? null
        : {
            source: 'Google',
            rating: place.rating,
            count: place.ratingCount ?? 0,
          },
    facts_from: `${activity.facts_from ?? activity.source}; Google Places${googleWords ? ' (description too)' : ''}, fetched ${now.toISOString().slice(0, 10)}`,
  };
}

/**
 * On-demand Google Places facts for catalogue places. Content is fetched per
 * request and never stored; only the place id is kept (Google's terms allow
 * that), a missed match is retried after a month.
 */
export function createPlaceEnricher(deps: {
  db: Db;
  google: GooglePlacesProvider;
  log: FastifyBaseLogger;
  clock?: () => Date;
}): PlaceEnricher {
  const now = () => deps.clock?.() ?? new Date();

  async function placeId(activity: Activity): Promise<string | null> {
    if (activity.source === GOOGLE_SOURCE) return activity.source_id;
    const known = await findProviderId(deps.db, activity.id);
    if (
      known &&
      (known.providerPlaceId ||
        now().getTime() - known.checkedAt.getTime() < MONTH_MS)
    ) {
      return known.providerPlaceId;
    }
    const found = await deps.google.find({
      name: activity.name,
      lat: activity.latitude,
      lng: activity.longitude,
    });
    const same =
      found &&
      distanceMeters(
        { lat: found.latitude, lng: found.longitude },
        { lat: activity.latitude, lng: activity.longitude },
      ) <= SAME_PLACE_METERS &&
      nameSimilarity(found.name, activity.name) >= 0.6
        ? found.placeId
        : null;
    const row = {
      activityId: activity.id,
      provider: GOOGLE_SOURCE,
      providerPlaceId: same,
      checkedAt: now(),
    };
    await saveProviderId(deps.db, row);
    return same;
  }

  const failed = (error: unknown, activity: Activity) =>
    deps.log.warn(
      { err: error, activity: activity.id },
      'Google Places enrichment failed',
    );

  return {
    async enrich(activity) {
      if (activity.start_time !== null) return activity;
      try {
        const id = await placeId(activity);
        const place = id ? await deps.google.details(id) : null;
        return place ? overlay(activity, place, now()) : activity;
      } catch (error) {
        failed(error, activity);
        return activity;
      }
    },
    async resolve(activity) {
      if (activity.start_time !== null) return;
      try {
        await placeId(activity);
      } catch (error) {
        failed(error, activity);
      }
    },
  };
}
