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
 * A part asked with the whole question's time and place, which it may not
 * say itself: 'lunch' of 'lunch and shopping on South Broadway Saturday' is
 * 'lunch Saturday in South Broadway' (it had been a lunch anywhere in the
 * metro). The words are the parser's own.
 */
export function withQuestionTime(part: string, whole: ParsedSearch): string {
  const words = [
    whole.when?.replace('_', ' '),
    // 'tonight' says the evening already.
    whole.when === 'tonight' ? null : whole.time_of_day,
  ].filter((w): w is string => Boolean(w));
  const lower = part.toLowerCase();
  const timed = [part, ...words.filter((w) => !lower.includes(w))].join(' ');
  return whole.place && !namesPlace(lower, whole.place.name)
    ? `${timed} in ${whole.place.name}`
    : timed;
}

/** Whether a part already names the place, by its display name or its first word. */
function namesPlace(part: string, place: string): boolean {
  const name = place.toLowerCase();
  return part.includes(name) || part.includes(name.split(' ')[0]!);
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
 * What an outing of each audience is searched as when the question names
 * only a meal for it ('kid friendly Saturday with lunch'): the parser reads
 * the audience's mix from these words.
 */
const OUTING_WORDS: Partial<Record<string, string>> = {
  family: 'things to do with kids',
  date_night: 'date night',
  group: 'fun for a group of friends',
};

const onlyFood = (topics: AiSearchResult[][]) =>
  topics.every((list) => list.every((r) => r.category === 'food'));

/**
 * The results for each kind of thing a question joins ('live music and
 * great food this weekend'): each part is asked on its own, with the
 * question's time and place, so that one kind's many nearby places
 * (restaurants) do not crowd out the other's few (music venues) as they do
 * in one search. An audience ('zoo with the kids and lunch') splits the
 * question too: whole, its meal's word had hidden the kids' places. A
 * question of one kind, or with fewer than two parts that name a kind
 * ('rock and roll'), keeps its one search; one that names only a meal for
 * an audience gets that audience's outing besides.
 */
export async function resultsByTopic(
  search: Pick<AiSearchService, 'search'>,
  query: string,
  whole: AiSearchResponse,
  limit: number,
): Promise<AiSearchResult[][]> {
  const topics = await partTopics(search, query, whole, limit);
  const outing = whole.understanding.occasion
    ? OUTING_WORDS[whole.understanding.occasion]
    : undefined;
  if (!outing || !onlyFood(topics)) return topics;
  const extra = await search.search({
    query: withQuestionTime(outing, whole.understanding),
    categories: [],
    limit,
  });
  return extra.results.length > 0 ? [...topics, extra.results] : topics;
}

async function partTopics(
  search: Pick<AiSearchService, 'search'>,
  query: string,
  whole: AiSearchResponse,
  limit: number,
): Promise<AiSearchResult[][]> {
  const parts = questionParts(query);
  const kinds =
    whole.understanding.categories.length +
    (whole.understanding.occasion ? 1 : 0);
  if (kinds < 2 || parts.length === 0) {
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
