import { PRICE_LEVELS } from '@app/shared/pricing';
import {
  and,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { withinRadius, type GeoPoint } from '../../db/geo';
import { activities } from '../../db/schema';

const { searchVector: _searchVector, ...columns } = getTableColumns(activities);

/** Every column but the search vector (select this, never `*`). */
export const activityColumns = columns;

export type ActivityRow = Omit<typeof activities.$inferSelect, 'searchVector'>;

/** Whether the catalogue has this activity (collections check before adding). */
export async function activityExists(db: DbOrTx, activityId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, activityId));
  return row !== undefined;
}

export type ActivityFilters = {
  categories?: string[];
  subcategories?: string[];
  text?: string;
  ratingMin?: number;
  priceLevel?: number;
  /**
   * The highest price level (0-4) wanted: a known level must be at most this,
   * a known ticket price at most the top of this level's range; a place with
   * no price information at all is kept (see knownPriceSql).
   */
  priceMax?: number;
  near?: GeoPoint & { radiusMeters?: number };
  /** Events must start inside [from, to]; places always match. */
  from?: Date;
  to?: Date;
  /** A recurring event (same name at the same venue) is listed once, at its next date. */
  oneDatePerSeries?: boolean;
};

const t = activities;

/**
 * Every word must match, and the last one may be a prefix, so a half-typed
 * name already finds its place ('red roc' -> Red Rocks). Only letters and
 * digits reach to_tsquery, so user text cannot inject query syntax.
 */
function tsQuery(text: string): SQL {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.map((word, i) =>
    i === words.length - 1 && word.length > 1 ? `${word}:*` : word,
  );
  return sql`to_tsquery('english', ${terms.join(' & ')})`;
}

/**
 * Cover density divided by document length (normalisation 2), so a place
 * named for the words beats a long description that repeats them.
 */
function textRankSql(query: SQL): SQL<number> {
  return sql<number>`ts_rank_cd(${t.searchVector}, ${query}, 2)`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Text matches considered per query; ranking runs on these only. */
const TEXT_CANDIDATES = 500;
/** Fuzzy name matching runs only when full text finds fewer than this. */
export const FUZZY_BELOW = 50;

/**
 * Ids matching the text: the best full-text matches of the weighted vector
 * (GIN), each capped so a common word never makes the ranking read the whole
 * table. When full text finds little (a typo, a partial word), the closest
 * fuzzy name matches (word similarity on the trigram GIN) join them; the
 * gate is a one-time filter, so a query with enough full-text matches never
 * pays for the trigram scan.
 */
function textCandidatesSql(text: string, others: SQL[]): SQL {
  const where = others.length > 0 ? sql` and ${and(...others)}` : sql``;
  const query = tsQuery(text);
  const like = `%${escapeLike(text)}%`;
  return sql`${t.id} in (
    with matches as (select ${t.id} from ${t} where ${t.searchVector} @@ ${query}${where}
      order by ${textRankSql(query)} desc limit ${TEXT_CANDIDATES})
    select id from matches
    union
    (select ${t.id} from ${t} where (${text} <% ${t.name} or ${t.name} ilike ${like})${where}
      and (select count(*) from matches) < ${FUZZY_BELOW}
      order by greatest(similarity(${t.name}, ${text}), word_similarity(${text}, ${t.name})) desc limit ${TEXT_CANDIDATES}))`;
}

/** Exact name first, then prefix, then weighted full-text rank and name similarity. */
export function relevanceSql(text: string): SQL<number> {
  return sql<number>`(case when lower(${t.name}) = lower(${text}) then 10 else 0 end
    + case when ${t.name} ilike ${`${escapeLike(text)}%`} then 2 else 0 end
    + ${textRankSql(tsQuery(text))} * 4
    + similarity(${t.name}, ${text}) * 2
    + word_similarity(${text}, ${t.name}))`;
}

/** Past concerts and games are never listed (spec 2 §5). */
const upcomingSql = sql`(${t.startTime} is null or coalesce(${t.endTime}, ${t.startTime} + interval '3 hours') >= now())`;

/**
 * A place a later catalogue dropped is kept only for the users who saved it
 * (db/seed/prune.ts): read by id, never listed or found.
 */
const listedSql = sql`${t.delistedAt} is null`;

/**
 * The most a price level allows per person in dollars: the top of its range
 * in the one price map (level 1 '$10-25' allows $25), 0 for free, null for
 * $$$$ ('$100+', no top).
 */
export function priceCeiling(level: number): number | null {
  if (level <= 0) return 0;
  return PRICE_LEVELS[level + 1]?.floor ?? null;
}

const NUMBER = '^[0-9]+([.][0-9]+)?$';

/** A JSON field of the event details as dollars, when it holds a plain number. */
function detailDollars(key: string): SQL {
  const text = sql`(${t.eventDetails} ->> ${key})`;
  return sql`case when ${text} ~ ${NUMBER} then ${text}::numeric end`;
}

/**
 * The cheapest known ticket in dollars, from the event details: min_price
 * (Ticketmaster), ticket_price_min, or the first figure of a stated
 * price_range ('$35 - $120'; 'Free' is 0). Null when nothing says.
 */
function knownTicketPriceSql(): SQL {
  const range = sql`(${t.eventDetails} ->> 'price_range')`;
  return sql`coalesce(${detailDollars('min_price')}, ${detailDollars('ticket_price_min')},
    case when ${range} ~* '^[^0-9]*free' then 0
      when ${range} ~ '[0-9]' then substring(${range} from '[0-9]+(?:[.][0-9]+)?')::numeric end)`;
}

/**
 * Within the price wanted: a known price level at most `level`, else a known
 * ticket price at most the level's ceiling. A place with no price
 * information at all is kept: it may be cheap, and dropping it would empty
 * the catalogue, where almost nothing has a price yet.
 */
function withinPriceSql(level: number): SQL {
  const ceiling = priceCeiling(level);
  const byTicket =
    ceiling === null
      ? sql`true`
      : sql`coalesce(${knownTicketPriceSql()} <= ${ceiling}, true)`;
  return sql`(case when ${t.priceLevel} is not null then ${t.priceLevel} <= ${level} else ${byTicket} end)`;
}

/** What the dates of one recurring event share, as seriesKey in @app/shared/recurring. */
const SERIES_KEY = sql`lower(${t.name}), coalesce(${t.venueName}, ${t.latitude}::text || ',' || ${t.longitude}::text)`;

/**
 * Places, and of each recurring event only its first date among the rows
 * that pass `conditions`. The subquery reads events only (a few hundred
 * rows), never the places.
 */
function firstOfSeriesSql(conditions: SQL[]): SQL {
  return sql`(${t.startTime} is null or ${t.id} in (
    select distinct on (${SERIES_KEY}) ${t.id} from ${t}
    where ${t.startTime} is not null and ${and(...conditions)}
    order by ${SERIES_KEY}, ${t.startTime}, ${t.id}))`;
}

export function filterConditions(filters: ActivityFilters): SQL[] {
  const conditions: SQL[] = [upcomingSql, listedSql];
  if (filters.categories) {
    conditions.push(
      filters.categories.length > 0
        ? inArray(t.category, filters.categories)
        : sql`false`,
    );
  }
  if (filters.subcategories && filters.subcategories.length > 0) {
    conditions.push(
      sql`lower(${t.subcategory}) in (${sql.join(
        filters.subcategories.map((s) => sql`${s.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  }
  if (filters.ratingMin !== undefined) {
    conditions.push(gte(t.rating, filters.ratingMin));
  }
  if (filters.priceLevel !== undefined) {
    conditions.push(eq(sql`coalesce(${t.priceLevel}, 0)`, filters.priceLevel));
  }
  if (filters.priceMax !== undefined) {
    conditions.push(withinPriceSql(filters.priceMax));
  }
  const near = filters.near;
  if (near?.radiusMeters !== undefined) {
    // With text, the text indexes drive the plan and distance is a cheap
    // per-row check; the planner badly underestimates earth_box matches.
    conditions.push(
      withinRadius(near, near.radiusMeters, { box: !filters.text }),
    );
  }
  if (filters.from || filters.to) {
    const window: SQL[] = [];
    if (filters.from) window.push(gte(t.startTime, filters.from));
    if (filters.to) window.push(lte(t.startTime, filters.to));
    conditions.push(or(sql`${t.startTime} is null`, and(...window))!);
  }
  // Candidates already satisfy every other filter.
  const matching = filters.text
    ? [textCandidatesSql(filters.text, conditions)]
    : conditions;
  return filters.oneDatePerSeries
    ? [...matching, firstOfSeriesSql(matching)]
    : matching;
}
