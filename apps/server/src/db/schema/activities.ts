import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { id, timestampNow, timestamps, timestamptz } from './columns';

export type PhotoCredit = {
  author: string;
  licence: string;
  licence_url: string | null;
  source_url: string;
};

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Name A, category/subcategory B, description/address/venue C. */
const SEARCH_DOCUMENT: SQL = sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(subcategory, '') || ' ' || replace(category, '_', ' ')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(address, '') || ' ' || coalesce(venue_name, '')), 'C')`;

/**
 * Every place and event a user can find, favorite or plan. Events (concerts,
 * games) are rows with a start_time.
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    /** One of the 9 plan categories: food, outdoors, arts, entertainment, shopping, recreational_sports, professional_sports, concerts, nightlife. */
    category: text().notNull(),
    /** A subcategory label of spec 2 §3, e.g. 'Breweries'. */
    subcategory: text(),
    types: jsonb().$type<string[]>().notNull().default([]),
    address: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    phoneNumber: text(),
    websiteUrl: text(),
    ticketUrl: text(),
    menuUrl: text(),
    photoUrl: text(),
    /** Who made the photo and under which licence, shown and linked under it. */
    photoCredit: jsonb().$type<PhotoCredit>(),
    /** When Wikidata, Wikipedia and Commons were last asked about the place. */
    wikiCheckedAt: timestamptz(),
    /** weekday name -> list of 'HH:MM-HH:MM' ranges; null when unknown. */
    businessHours: jsonb().$type<Record<string, string[]>>(),
    /** 0-4; null when unknown. */
    priceLevel: integer(),
    /** Aggregate of our users' reviews. */
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    startTime: timestamptz(),
    endTime: timestamptz(),
    venueName: text(),
    eventDetails: jsonb().$type<Record<string, unknown>>(),
    /** Where the row came from: an open-data set id, 'curated', 'sample', 'ticketmaster'. */
    source: text().notNull(),
    sourceId: text().notNull(),
    attribution: text(),
    /** Accessibility, services and diets as OSM tags them (wheelchair, takeout, diet:vegan...). */
    amenities: jsonb().$type<Record<string, string>>(),
    /** When a live source last confirmed the place; null for file-only rows. */
    sourceCheckedAt: timestamptz(),
    /** Set when the place vanished from its live source; rows are never deleted. */
    possiblyClosedSince: timestamptz(),
    /**
     * Set when a later catalogue no longer has this seeded place but a user's
     * favorite, bucket list, plan or review still points at it: the row stays
     * for them and is left out of every list and search (see seed.ts).
     */
    delistedAt: timestamptz(),
    searchVector: tsvector().generatedAlwaysAs(SEARCH_DOCUMENT),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('activities_source_key').on(t.source, t.sourceId),
    index('activities_category_idx').on(t.category, t.subcategory),
    index('activities_start_time_idx').on(t.startTime),
    // Newly added places, and the catalogue's first load (its min) they are measured from.
    index('activities_created_idx').on(t.createdAt),
    index('activities_search_idx').using('gin', t.searchVector),
    index('activities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('activities_earth_idx').using(
      'gist',
      sql`ll_to_earth(${t.latitude}, ${t.longitude})`,
    ),
    index('activities_rating_name_idx').on(
      t.rating.desc(),
      t.reviewCount.desc(),
      t.name,
      t.id,
    ),
  ],
);

/** Key/value facts about loaded reference data (the catalogue version). */
/** A place as a point on the map: what venue look-ups answer. */
export const placePointColumns = {
  id: activities.id,
  name: activities.name,
  address: activities.address,
  latitude: activities.latitude,
  longitude: activities.longitude,
};

export const catalogueState = pgTable('catalogue_state', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestampNow(),
});
