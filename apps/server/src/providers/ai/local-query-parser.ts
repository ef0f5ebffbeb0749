import type { PlanCategoryId } from '@app/shared/interests';
import {
  EMPTY_PARSED_SEARCH,
  type ParsedSearch,
  type SearchPlace,
} from '@app/shared/search';
import { correctWord, editDistance } from '@app/shared/spelling';

import { AREA_PHRASES, findArea } from './denver-areas';
import { groupSize } from './group-size';
import { FEATURE_ASKS } from './query-features';
import { settleImplied } from './query-implied';
import {
  audienceKinds,
  combineMixes,
  IMPLIED,
  RULES,
  type MixItem,
} from './query-rules';
import {
  CATEGORY_TERMS,
  MONEY_UNITS,
  NON_MONEY_UNITS,
  NUMBER_WORDS,
  STOPWORDS,
} from './query-vocabulary';
import { singular, tokenize } from './query-words';
import { findTravelReach } from './travel-reach';

export { singular, tokenize };

export type QueryAnalysis = {
  parsed: ParsedSearch;
  /** Share (0-1) of the meaningful words that were understood. */
  coverage: number;
};

/** Every word the parser knows, most useful first (typos resolve to these). */
const SEARCH_VOCABULARY: ReadonlySet<string> = new Set(
  [
    ...CATEGORY_TERMS.flatMap((t) => t.terms),
    ...RULES.flatMap((r) => r.phrases),
    ...FEATURE_ASKS.flatMap((f) => f.phrases),
    ...AREA_PHRASES,
  ].flatMap((phrase) => phrase.split(' ').map(singular)),
);

const SPELL_CHECKED: ReadonlySet<string> = new Set([
  ...SEARCH_VOCABULARY,
  ...STOPWORDS,
  ...NON_MONEY_UNITS,
]);

/**
 * 'musuem' -> 'museum', 'brewry' -> 'brewery', 'musems' -> 'museum' (a
 * misspelt plural is two edits from its word, one from its singular);
 * known words stay.
 */
function correctSpelling(token: string): string {
  if (SPELL_CHECKED.has(singular(token))) return token;
  return (
    correctWord(token, SPELL_CHECKED) ??
    correctWord(singular(token), SPELL_CHECKED) ??
    token
  );
}

/**
 * The text with misspelt words replaced by the known word they are closest
 * to, or undefined when nothing needed correcting.
 */
export function correctQuery(text: string): string | undefined {
  const tokens = tokenize(text);
  const corrected = tokens.map(correctSpelling);
  return corrected.some((word, i) => word !== tokens[i])
    ? corrected.join(' ')
    : undefined;
}

/** Words that never belong to a place's name. */
const GRAMMAR_WORDS = new Set(
  'a an the for to in on at with and or of me my we our i near nearby around find show want go some any'.split(
    ' ',
  ),
);

/** The words of a question that could be a place's name, spelling corrected. */
export function contentWords(query: string): string[] {
  return tokenize(query)
    .map(correctSpelling)
    .filter((t) => t.length > 1 && !GRAMMAR_WORDS.has(t));
}

/** Words that stand for one of a unit: 'an hour', 'a mile', 'half an hour'. */
const AMOUNT_WORDS = new Set(['a', 'an', 'one', 'half']);

/** Words before 'under 5' that make the number an age ('kids under 5'). */
const AGE_WORDS = new Set([
  'kid',
  'child',
  'children',
  'toddler',
  'baby',
  'babies',
  'age',
  'ages',
  'aged',
]);

type PriceCap = {
  /** Highest price level the amount allows. */
  level: number;
  /** Positions of the words it was read from ('less', '$20', 'dollars'). */
  words: number[];
};

/**
 * 'under $20', 'below 30 dollars', 'less than 15 bucks' or a bare 'under 20'
 * as a price level; an amount with another unit after it ('under 5 miles',
 * 'under 2 hours') or an age ('kids under 5') is no price.
 */
function priceCap(tokens: string[]): PriceCap | null {
  for (let i = 0; i < tokens.length; i += 1) {
    const capWords =
      tokens[i] === 'under' || tokens[i] === 'below'
        ? 1
        : tokens[i] === 'less' && tokens[i + 1] === 'than'
          ? 2
          : 0;
    if (capWords === 0) continue;
    let at = i + capWords;
    let dollarSign = false;
    if (tokens[at] === '$') {
      dollarSign = true;
      at += 1;
    }
    const match = /^(\$)?(\d{1,4})(\$)?$/.exec(tokens[at] ?? '');
    if (!match) continue;
    dollarSign ||= Boolean(match[1] ?? match[3]);
    const next = tokens[at + 1] ?? '';
    const money = MONEY_UNITS.has(next);
    const age = AGE_WORDS.has(singular(tokens[i - 1] ?? ''));
    if (!dollarSign && !money && (NON_MONEY_UNITS.has(next) || age)) continue;
    const amount = Number(match[2]);
    const level = amount <= 25 ? 1 : amount <= 50 ? 2 : amount <= 100 ? 3 : 4;
    const words = [i, ...(capWords === 2 ? [i + 1] : []), at];
    if (money) words.push(at + 1);
    return { level, words };
  }
  return null;
}

/** The mix the audience, weather and budget words agree on, in that order. */
function impliedMix(parsed: ParsedSearch): MixItem[] {
  const hints = [
    parsed.occasion,
    parsed.setting,
    parsed.price_max === 0 ? 'free' : null,
  ];
  return combineMixes(
    hints.flatMap((hint) => (hint && IMPLIED[hint] ? [IMPLIED[hint]] : [])),
  );
}

/** The query's words, spelling corrected, and which of them a step has read. */
type Words = {
  tokens: string[];
  used: boolean[];
  /** Marks each free occurrence of `phrase`; returns the words it covered. */
  consume: (phrase: string) => string[];
};

function wordsOf(query: string): Words {
  const tokens = tokenize(query).map(correctSpelling);
  const stems = tokens.map(singular);
  const used = new Array<boolean>(tokens.length).fill(false);
  const consume = (phrase: string): string[] => {
    const words = phrase.split(' ').map(singular);
    const found: string[] = [];
    for (let i = 0; i + words.length <= stems.length; i += 1) {
      const hit = words.every((w, k) => !used[i + k] && stems[i + k] === w);
      if (!hit) continue;
      for (let k = 0; k < words.length; k += 1) used[i + k] = true;
      found.push(tokens.slice(i, i + words.length).join(' '));
    }
    return found;
  };
  return { tokens, used, consume };
}

/** Longer phrases first: 'sports bar' before 'bar', 'date night' before 'date'. */
const byLength = (a: string, b: string) =>
  b.split(' ').length - a.split(' ').length;

const CATEGORY_PHRASES = CATEGORY_TERMS.flatMap((term) =>
  term.terms.map((phrase) => ({ term, phrase })),
).sort((a, b) => byLength(a.phrase, b.phrase));

const RULE_PHRASES = RULES.flatMap((rule) =>
  rule.phrases.map((phrase) => ({ rule, phrase })),
).sort((a, b) => byLength(a.phrase, b.phrase));

/**
 * A trip's starting point ('an hour from downtown') before an area: the place
 * is where distance is measured from, not where results must be. Places before
 * anything else: 'red rocks' is a landmark before 'rock' is a genre.
 */
function readPlace(words: Words): SearchPlace | null {
  const start = findTravelReach(words.tokens, words.used);
  if (start) return start;
  for (const phrase of AREA_PHRASES) {
    const area = words.consume(phrase).length > 0 ? findArea(phrase) : null;
    if (area) return area;
  }
  return misspeltArea(words);
}

const TWO_WORD_AREAS = AREA_PHRASES.filter((p) => p.split(' ').length === 2);

/**
 * A two-word area one edit off ('cherry crek', 'wash prk'): read as a
 * phrase, since its short words are too short to correct alone.
 */
function misspeltArea({ tokens, used }: Words): SearchPlace | null {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    if (used[i] || used[i + 1]) continue;
    if (tokens[i]!.length < 3 || tokens[i + 1]!.length < 3) continue;
    const pair = `${tokens[i]} ${tokens[i + 1]}`;
    if (pair.length < 8) continue;
    const phrase = TWO_WORD_AREAS.find((p) => editDistance(pair, p, 1) <= 1);
    if (!phrase) continue;
    used[i] = true;
    used[i + 1] = true;
    return findArea(phrase) ?? null;
  }
  return null;
}

/**
 * What is asked of a place ('dog friendly', 'patio'), read before kinds of
 * place: 'beer garden' is a patio, not beer and a garden.
 */
function readFeatures(words: Words, parsed: ParsedSearch) {
  const keywords: string[] = [];
  const kinds: MixItem[] = [];
  for (const feature of FEATURE_ASKS) {
    const found = [...feature.phrases]
      .sort(byLength)
      .flatMap((phrase) => words.consume(phrase));
    if (found.length === 0) continue;
    keywords.push(feature.keyword);
    kinds.push(...feature.kinds);
    if (feature.free) parsed.price_max = 0;
  }
  return { keywords, kinds };
}

/** The kinds of place named, and the words of those that are also searched for. */
function readCategories(words: Words) {
  const categories = new Set<PlanCategoryId>();
  const subcategories = new Set<string>();
  const keywords: string[] = [];
  for (const { term, phrase } of CATEGORY_PHRASES) {
    const found = words.consume(phrase);
    if (found.length === 0) continue;
    categories.add(term.category);
    if (term.subcategory) subcategories.add(term.subcategory);
    if (term.keyword) keywords.push(...found);
  }
  return { categories, subcategories, keywords };
}

/** Time, mood, occasion, setting and budget words. */
function readRules(words: Words, parsed: ParsedSearch) {
  for (const { rule, phrase } of RULE_PHRASES) {
    if (words.consume(phrase).length > 0) rule.apply(parsed);
  }
}

function readGroupSize(tokens: string[], parsed: ParsedSearch) {
  parsed.group_size = groupSize(tokens);
  if (parsed.group_size !== null && parsed.group_size >= 3)
    parsed.occasion ??= 'group';
}

function readPriceCap(words: Words, parsed: ParsedSearch) {
  const cap = priceCap(words.tokens);
  if (cap === null) return;
  parsed.price_max = Math.min(parsed.price_max ?? cap.level, cap.level);
  for (const i of cap.words) words.used[i] = true;
}

/** The unit of an amount ('5 miles', 'an hour') is no place's name or kind. */
function isAmountUnit(tokens: string[], i: number): boolean {
  const before = tokens[i - 1];
  if (before === undefined) return false;
  const counted =
    /^\$?\d+\$?$/.test(before) ||
    Object.hasOwn(NUMBER_WORDS, before) ||
    AMOUNT_WORDS.has(before);
  return (
    counted && (NON_MONEY_UNITS.has(tokens[i]!) || MONEY_UNITS.has(tokens[i]!))
  );
}

/** Positions of the meaningful words no step read. */
function unreadWords({ tokens, used }: Words): number[] {
  return tokens.flatMap((t, i) =>
    !used[i] && !STOPWORDS.has(t) && !/^\$?\d+\$?$/.test(t) && t.length > 1
      ? [i]
      : [],
  );
}

/**
 * Parses a free-text question into structured filters: categories and
 * subcategories (with synonyms), price, time, mood, occasion and group size.
 * Pure and deterministic.
 */
export function analyzeQuery(query: string): QueryAnalysis {
  const parsed: ParsedSearch = structuredClone(EMPTY_PARSED_SEARCH);
  const words = wordsOf(query);
  const { tokens } = words;
  parsed.place = readPlace(words);
  const features = readFeatures(words, parsed);
  const { categories, subcategories, keywords } = readCategories(words);
  readRules(words, parsed);
  settleImplied(tokens, parsed, categories, subcategories);
  readGroupSize(tokens, parsed);
  readPriceCap(words, parsed);

  const unread = unreadWords(words);
  const unknown = unread
    .filter((i) => !isAmountUnit(tokens, i))
    .map((i) => tokens[i]!);
  const understood = words.used.filter(Boolean).length;
  if (categories.size === 0) {
    // What the features asked for live in these places ('dog friendly
    // patio': breweries, bars, restaurants); else the audience's mix.
    const implied = features.kinds.length ? features.kinds : impliedMix(parsed);
    implied.forEach((item) => {
      categories.add(item.category);
      if (item.subcategory) subcategories.add(item.subcategory);
    });
  }
  parsed.categories = [...categories];
  parsed.subcategories = [...subcategories];
  parsed.subcategories.push(
    ...audienceKinds(parsed).filter((s) => !subcategories.has(s)),
  );
  parsed.keywords = [
    ...new Set([...features.keywords, ...keywords, ...unknown]),
  ].slice(0, 12);
  const total = understood + unread.length;
  return { parsed, coverage: total === 0 ? 0 : understood / total };
}
