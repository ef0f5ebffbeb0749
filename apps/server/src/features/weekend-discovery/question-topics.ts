import type {
  AiSearchResponse,
  AiSearchResult,
  ParsedSearch,
} from '@app/shared/search';

import type { AiSearchService } from '../search/search.service';

/** What joins the parts of a question: 'live music and great food'. */
const JOINS = /\s*(?:,|&|\+|\b(?:and|or|plus|then)\b)\s*/i;

/**
 * Parts searched at most: each is a search of its own, and a question of
 * 300 characters could list fifty.
 */
const MAX_PARTS = 4;

/** The parts of a question joined by 'and', 'or', commas...; one part: none. */
export function questionParts(query: string): string[] {
  const parts = query
    .split(JOINS)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts.slice(0, MAX_PARTS) : [];
}

/**
 * A part asked with the whole question's time, which it may not say
 * itself: 'live music' of 'live music and great food this weekend' is
 * 'live music this weekend'. The time words are the parser's own.
 */
export function withQuestionTime(part: string, whole: ParsedSearch): string {
  const words = [
    whole.when?.replace('_', ' '),
    // 'tonight' says the evening already.
    whole.when === 'tonight' ? null : whole.time_of_day,
  ].filter((w): w is string => Boolean(w));
  const lower = part.toLowerCase();
  return [part, ...words.filter((w) => !lower.includes(w))].join(' ');
}

/** The first item of each key, in order. */
export function uniqueBy<T>(items: T[], key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The first of each list, then the second of each, and so on; an item two
 * lists share comes where it first does.
 */
export function interleave<T>(lists: T[][], key: (item: T) => unknown): T[] {
  const longest = Math.max(0, ...lists.map((l) => l.length));
  const turns = Array.from({ length: longest }, (_, i) =>
    lists.flatMap((list) => (i < list.length ? [list[i]!] : [])),
  );
  return uniqueBy(turns.flat(), key);
}

/**
 * The results for each kind of thing a question joins ('live music and
 * great food this weekend'): each part is asked on its own, with the
 * question's time, so that one kind's many nearby places (restaurants) do
 * not crowd out the other's few (music venues) as they do in one search.
 * A question of one kind, or with fewer than two parts that name a kind
 * ('rock and roll'), keeps its one search.
 */
export async function resultsByTopic(
  search: Pick<AiSearchService, 'search'>,
  query: string,
  whole: AiSearchResponse,
  limit: number,
): Promise<AiSearchResult[][]> {
  const parts = questionParts(query);
  if (whole.understanding.categories.length < 2 || parts.length === 0) {
    return [whole.results];
  }
  const answers = await Promise.all(
    parts.map((part) =>
      search.search({
        query: withQuestionTime(part, whole.understanding),
        categories: [],
        limit,
      }),
    ),
  );
  const topics = answers
    .filter((a) => a.understanding.categories.length > 0)
    .map((a) => a.results);
  return topics.length > 1 ? topics : [whole.results];
}
