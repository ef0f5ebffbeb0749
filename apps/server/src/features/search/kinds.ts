import type { Activity } from '@app/shared/activity';
import type { ParsedSearch } from '@app/shared/search';

import { singular } from '../../providers/ai/local-query-parser';
import { CATEGORY_TERMS } from '../../providers/ai/query-vocabulary';

/**
 * Place types that are of a kind whatever subcategory the catalogue filed
 * them under: Apex Park is filed under Biking and is a hiking area, and a
 * trail is walked as often as it is ridden.
 */
const KIND_TYPES: Record<string, string[]> = {
  Hiking: ['hiking_area', 'trail'],
};

/** The word listings of those types use ('Trail in Golden.'), read as well. */
const KIND_WORDS: Record<string, string> = { Hiking: 'trail' };

/**
 * The kinds nearest to one the catalogue seldom lists, closest first: with
 * no rooftop listed, a cocktail bar or a lounge is the nearest thing, and a
 * nightclub is not one.
 */
const KINDRED: Record<string, string[]> = {
  'Rooftop Bars': ['Cocktail Bars', 'Lounges', 'Wine Bars', 'Bars', 'Pubs'],
  // No rink is listed: the city's indoor recreation is the nearest thing.
  'Ice Skating': ['Recreation Centers'],
  // One dive bar is listed: on a street asked for, its plain bars and pubs.
  'Dive Bars': ['Bars', 'Pubs', 'Lounges'],
  // Not listed at all: the indoor games and sports nearest to each.
  'Escape Rooms': ['Arcade', 'Bowling'],
  'Axe Throwing': ['Bowling', 'Arcade'],
  'Climbing Gyms': ['Fitness Centers', 'Recreation Centers'],
  'Hot Springs': ['Swimming Pools', 'Recreation Centers'],
  // A hill in a park is where the city sleds.
  Sledding: ['Parks', 'Recreation Areas'],
  'Go Karts': ['Arcade', 'Bowling'],
  'Mini Golf': ['Arcade', 'Bowling'],
  'Roller Skating': ['Recreation Centers', 'Bowling'],
  'Karaoke Bars': ['Bars', 'Lounges', 'Pubs'],
  'Trivia Nights': ['Pubs', 'Bars', 'Breweries'],
  'Art Classes': ['Art Galleries', 'Cultural Centers'],
  // The gardens' and parks' winter light shows.
  'Holiday Lights': ['Gardens', 'Parks'],
  // The ski areas lie past the catalogue's reach: its trails, for snowshoes.
  Skiing: ['Hiking', 'Recreation Areas'],
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type KindMatch = {
  subcategory: string;
  /** The type it was known by when filed under another subcategory. */
  byType?: string;
};

/** Which of the asked subcategories the result is: by its own, else by its type. */
export function askedKindOf(
  activity: Activity,
  parsed: Pick<ParsedSearch, 'subcategories'>,
): KindMatch | undefined {
  const own = activity.subcategory;
  const direct = own && parsed.subcategories.find((s) => same(s, own));
  if (direct) return { subcategory: direct };
  for (const asked of parsed.subcategories) {
    const type = KIND_TYPES[asked]?.find((t) => activity.types.includes(t));
    if (type) return { subcategory: asked, byType: type };
  }
  return undefined;
}

/** Words to read the catalogue with for the asked kinds' other listings. */
export function kindWords(parsed: Pick<ParsedSearch, 'subcategories'>) {
  return parsed.subcategories.flatMap((s) => KIND_WORDS[s] ?? []);
}

/** The kinds nearest to the asked ones that the catalogue seldom lists. */
export function kindredOf(parsed: Pick<ParsedSearch, 'subcategories'>) {
  return [...new Set(parsed.subcategories.flatMap((s) => KINDRED[s] ?? []))];
}

/** How near a result's kind is to the asked ones (0 nearest), if at all. */
export function kinshipOf(
  activity: Activity,
  parsed: Pick<ParsedSearch, 'subcategories'>,
): number | undefined {
  const own = activity.subcategory;
  if (!own) return undefined;
  const at = kindredOf(parsed).findIndex((s) => same(s, own));
  return at >= 0 ? at : undefined;
}

const SUBCATEGORY_OF_WORD = new Map(
  CATEGORY_TERMS.flatMap((term) =>
    term.subcategory
      ? term.terms.map((word) => [singular(word), term.subcategory!] as const)
      : [],
  ),
);

/** The subcategory a question's word names ('hikes' -> Hiking), if any. */
export function kindOfWord(word: string): string | undefined {
  return SUBCATEGORY_OF_WORD.get(singular(word.toLowerCase()));
}

/** The asked subcategories the catalogue seldom lists, which have kindred kinds. */
export function seldomListed(parsed: Pick<ParsedSearch, 'subcategories'>) {
  return parsed.subcategories.filter((s) => KINDRED[s] !== undefined);
}

const CATEGORY_OF_KIND = new Map(
  CATEGORY_TERMS.flatMap((term) =>
    term.subcategory ? [[term.subcategory, term.category] as const] : [],
  ),
);

const stemsOf = (phrase: string) =>
  phrase.toLowerCase().split(' ').map(singular).join(' ');

/** Words searched for that name no kind, only their category ('strip club'). */
const CATEGORY_OF_KEYWORD = new Map(
  CATEGORY_TERMS.flatMap((term) =>
    term.keyword && !term.subcategory
      ? term.terms.map((word) => [stemsOf(word), term.category] as const)
      : [],
  ),
);

/** The category a kind is filed under ('Baseball' -> professional sports). */
export function categoryOfKind(kind: string | undefined): string | undefined {
  return kind === undefined ? undefined : CATEGORY_OF_KIND.get(kind);
}

/**
 * Whether the result is of a category the question names whole, with no
 * kind of it asked: in 'dinner and a show' any restaurant answers the
 * dinner, though the show is a kind of entertainment.
 */
export function isOfWholeCategoryAsked(
  activity: Activity,
  parsed: Pick<ParsedSearch, 'categories' | 'subcategories' | 'keywords'>,
): boolean {
  if (!(parsed.categories as string[]).includes(activity.category)) {
    return false;
  }
  // Nor when a word names a narrower thing of it ('topless bar').
  const narrowed = parsed.keywords.some(
    (k) => CATEGORY_OF_KEYWORD.get(stemsOf(k)) === activity.category,
  );
  return (
    !narrowed &&
    !parsed.subcategories.some(
      (s) =>
        (CATEGORY_OF_KIND.get(s) ?? activity.category) === activity.category,
    )
  );
}
