/**
 * Activities: the catalogue and upcoming events, as wire activities.
 *
 * Other features use (wired in app.ts as `activitiesService`):
 *   getByIds(ids: number[]): Promise<Activity[]>
 *     one query; returned in the order of `ids`; unknown ids are skipped.
 *   getById(id: number): Promise<Activity>           throws 404 'Activity not found'
 *   findSuggestions({ lat, lng, radiusMeters, categories?, subcategories?,
 *     maxPriceLevel?, from?, to?, text?, limit? }): Promise<Activity[]>
 *     ranked by review quality, closeness and text relevance; past events are
 *     never returned, events must start inside [from, to]; categories accept
 *     ids ('food'), labels ('Food & Dining') or 'food: Sushi' interests.
 */
import {
  CATEGORY_ALIASES,
  type Activity,
  type ActivityListQuery,
  type ActivitySearchQuery,
} from '@app/shared/activity';
import type { CategoriesResponse } from '@app/shared/category-counts';
import {
  categoryLabel,
  categoryOfInterest,
  PLAN_CATEGORIES,
  PLAN_CATEGORY_IDS,
} from '@app/shared/interests';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { correctQuery } from '../../providers/ai/local-query-parser';

import type {
  ActivitiesRepository,
  ActivitySort,
  Page,
  RankedRow,
} from './activities.repository';
import { toWireActivity } from './activity-wire';
import type { ActivityFilters } from './activity.sql';
import { createCatalogueCache } from './catalogue-cache';

export type SuggestionQuery = {
  lat: number;
  lng: number;
  radiusMeters: number;
  categories?: string[];
  subcategories?: string[];
  maxPriceLevel?: number;
  from?: Date;
  to?: Date;
  text?: string;
  limit?: number;
};

const MAX_SUGGESTIONS = 200;

/** Category ids of one category parameter, or undefined when unknown. */
export function resolveCategory(value: string): string[] | undefined {
  const key = value.trim().toLowerCase();
  if ((PLAN_CATEGORY_IDS as readonly string[]).includes(key)) return [key];
  if (key in CATEGORY_ALIASES) return CATEGORY_ALIASES[key];
  const fromInterest = categoryOfInterest(value);
  return fromInterest ? [fromInterest] : undefined;
}

function categoryOrThrow(value: string, field: string): string[] {
  const ids = resolveCategory(value);
  if (!ids) {
    throw AppError.unprocessable([
      {
        loc: ['querystring', field],
        msg: `Unknown category '${value}'`,
        type: 'enum',
      },
    ]);
  }
  return ids;
}

/** Interests like 'food: Sushi' give a category and a subcategory. */
function splitInterests(values: string[]) {
  const categories = new Set<string>();
  const subcategories = new Set<string>();
  for (const value of values) {
    for (const id of resolveCategory(value) ?? []) categories.add(id);
    const [, sub] = value.split(':');
    if (sub?.trim()) subcategories.add(sub.trim());
  }
  return { categories: [...categories], subcategories: [...subcategories] };
}

const wire = ({ row, distance }: RankedRow) => toWireActivity(row, distance);

/**
 * Runs a text search; when the first page finds nothing and a word looks
 * misspelt ('musuem'), runs it once more with the corrected words.
 */
async function withSpellingRetry(
  filters: ActivityFilters,
  page: Page,
  run: (filters: ActivityFilters) => Promise<RankedRow[]>,
): Promise<RankedRow[]> {
  const rows = await run(filters);
  if (rows.length > 0 || page.offset > 0 || !filters.text) return rows;
  const corrected = correctQuery(filters.text);
  return corrected ? run({ ...filters, text: corrected }) : rows;
}

/** Categories whose listings are dated events (concerts, games), not places. */
const EVENT_CATEGORIES: ReadonlySet<string> = new Set([
  'concerts',
  'professional_sports',
]);

/**
 * Text is ranked by relevance; a list of events only (Concerts, Professional
 * Sports) runs soonest first, its venues after; anything else by rating.
 */
function defaultSort(filters: ActivityFilters): ActivitySort {
  if (filters.text) return 'relevance';
  const categories = filters.categories ?? [];
  return categories.length > 0 &&
    categories.every((c) => EVENT_CATEGORIES.has(c))
    ? 'start_time'
    : 'rating';
}

/** A place's name as chains share it: "Chipotle" and "CHIPOTLE" are one. */
export const chainKey = (activity: Pick<Activity, 'name'>) =>
  activity.name.toLowerCase();

export function createActivitiesService(deps: {
  db: Db;
  repo: ActivitiesRepository;
}) {
  const { db, repo } = deps;
  /** The filters of a list query; a recurring event is listed once. */
  function listFilters(query: ActivityListQuery): ActivityFilters {
    return {
      categories: query.category
        ? categoryOrThrow(query.category, 'category')
        : undefined,
      subcategories: query.subcategory ? [query.subcategory] : undefined,
      text: query.search || undefined,
      ratingMin: query.rating_min,
      priceLevel: query.price_level,
      priceMax: query.price_max,
      near:
        query.lat !== undefined && query.lng !== undefined
          ? { lat: query.lat, lng: query.lng, radiusMeters: query.radius }
          : undefined,
      oneDatePerSeries: true,
    };
  }

  async function listNow(query: ActivityListQuery): Promise<Activity[]> {
    const filters = listFilters(query);
    const sort: ActivitySort = query.sort ?? defaultSort(filters);
    const page = { limit: query.limit, offset: query.offset };
    const rows = await withSpellingRetry(filters, page, (f) =>
      repo.list(db, f, page, sort),
    );
    return rows.map(wire);
  }

  /** How many a list query matches in all, with the same spelling retry. */
  async function countNow(query: ActivityListQuery): Promise<number> {
    const filters = listFilters(query);
    const total = await repo.countNear(db, filters);
    const corrected =
      total === 0 && filters.text ? correctQuery(filters.text) : null;
    return corrected
      ? repo.countNear(db, { ...filters, text: corrected })
      : total;
  }

  async function searchNow(query: ActivitySearchQuery): Promise<Activity[]> {
    const filters: ActivityFilters = {
      text: query.q,
      categories: query.category
        ? categoryOrThrow(query.category, 'category')
        : undefined,
      near:
        query.lat !== undefined && query.lng !== undefined
          ? { lat: query.lat, lng: query.lng, radiusMeters: query.radius }
          : undefined,
    };
    const page = { limit: query.limit, offset: query.offset };
    const rows = await withSpellingRetry(filters, page, (f) =>
      repo.list(db, f, page, 'relevance'),
    );
    return rows.map(wire);
  }

  async function loadByIds(ids: number[]): Promise<Activity[]> {
    return (await repo.findByIds(db, ids)).map((row) => toWireActivity(row));
  }

  const cache = createCatalogueCache({
    changes: () => repo.catalogueChanges(db),
    nextEventEnd: () => repo.nextEventEnd(db),
  });
  return {
    /** Public listings are kept until the catalogue changes (catalogue-cache.ts). */
    list(query: ActivityListQuery): Promise<Activity[]> {
      return cache.list(`list ${JSON.stringify(query)}`, () => listNow(query));
    },

    /** How many activities the list query matches in all (every page). */
    async count(query: ActivityListQuery): Promise<{ total: number }> {
      const { limit: _limit, offset: _offset, sort: _sort, ...filters } = query;
      return cache.list(`count ${JSON.stringify(filters)}`, async () => ({
        total: await countNow(query),
      }));
    },

    search(query: ActivitySearchQuery): Promise<Activity[]> {
      return cache.list(`search ${JSON.stringify(query)}`, () =>
        searchNow(query),
      );
    },

    async getById(id: number): Promise<Activity> {
      const [activity] = await cache.byIds([id], loadByIds);
      if (!activity) throw AppError.notFound('Activity not found');
      return activity;
    },

    getByIds(ids: number[]): Promise<Activity[]> {
      return cache.byIds(ids, loadByIds);
    },

    async categories(): Promise<CategoriesResponse> {
      const counts = new Map(
        (await cache.list('categories', () => repo.countByCategory(db))).map(
          (c) => [c.category, c.count],
        ),
      );
      const categories = PLAN_CATEGORIES.map((c) => ({
        category: c.id,
        count: counts.get(c.id) ?? 0,
        display_name: categoryLabel(c.id),
      }));
      return {
        total_activities: [...counts.values()].reduce((a, b) => a + b, 0),
        categories,
      };
    },

    async findSuggestions(query: SuggestionQuery): Promise<Activity[]> {
      const { categories, subcategories } = splitInterests(
        query.categories ?? [],
      );
      const rows = await repo.suggestions(
        db,
        {
          categories: query.categories?.length ? categories : undefined,
          subcategories: [...subcategories, ...(query.subcategories ?? [])],
          priceMax: query.maxPriceLevel,
          text: query.text?.trim() || undefined,
          near: {
            lat: query.lat,
            lng: query.lng,
            radiusMeters: query.radiusMeters,
          },
          from: query.from,
          to: query.to,
        },
        Math.min(query.limit ?? 50, MAX_SUGGESTIONS),
      );
      return rows.map(wire);
    },

    /** The chains among these places: names the catalogue lists more than once. */
    async chainsAmong(activities: Activity[]): Promise<Set<string>> {
      const names = [...new Set(activities.map(chainKey))];
      return new Set(await repo.namesAtSeveralPlaces(db, names));
    },

    countNear(filters: ActivityFilters): Promise<number> {
      return repo.countNear(db, filters);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
