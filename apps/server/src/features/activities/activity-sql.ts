import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';

import { withinRadius, type GeoPoint } from '../../db/geo';
import { activities } from '../../db/schema';

export type ActivityFilters = {
  categories?: string[];
  subcategories?: string[];
  text?: string;
  ratingMin?: number;
  priceLevel?: number;
  /** Unknown price counts as 0 (spec 2 §5 browse filtering). */
  priceMax?: number;
  near?: GeoPoint & { radiusMeters?: number };
  /** Events must start inside [from, to]; places always match. */
  from?: Date;
  to?: Date;
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
export const upcomingSql = sql`(${t.startTime} is null or coalesce(${t.endTime}, ${t.startTime} + interval '3 hours') >= now())`;

export function filterConditions(filters: ActivityFilters): SQL[] {
  const conditions: SQL[] = [upcomingSql];
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
    conditions.push(lte(sql`coalesce(${t.priceLevel}, 0)`, filters.priceMax));
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
  return filters.text
    ? [textCandidatesSql(filters.text, conditions)]
    : conditions;
}
