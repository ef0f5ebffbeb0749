import type { Activity } from '@app/shared/activity';
import { groupSizeNote, isLargeGroup } from '@app/shared/group-size';
import { categoryLabel } from '@app/shared/interests';
import {
  EMPTY_PARSED_SEARCH,
  understandingChips,
  type ParsedSearch,
} from '@app/shared/search';

import { CATEGORY_TERMS } from '../../providers/ai/query-vocabulary';

import type { Widening } from './area-constraint';
import { askedKindOf, kindOfWord, kindredOf, seldomListed } from './kinds';
import { featureNotes, isFeature } from './listing-features';
import { mentions } from './listing-text';
import { isAdultsOnly } from './result-filters';
import { EVENT_CATEGORIES } from './result-ranking';
import { isOnDuring, type TimeWindow } from './search-window';

/** Whether nothing at all was read from the question (only emoji, stopwords). */
export function understoodNothing(parsed: ParsedSearch): boolean {
  return (Object.keys(EMPTY_PARSED_SEARCH) as (keyof ParsedSearch)[]).every(
    (key) =>
      JSON.stringify(parsed[key]) === JSON.stringify(EMPTY_PARSED_SEARCH[key]),
  );
}

const CATEGORY_OF_SUBCATEGORY = new Map(
  CATEGORY_TERMS.flatMap((term) =>
    term.subcategory ? [[term.subcategory, term.category] as const] : [],
  ),
);

/** Words for one kind of event: 'jazz shows', 'jazz venues', 'other music'. */
type EventKind = {
  category: string;
  subcategories: string[];
  events: string;
  venues: string;
  others: string;
};

const WORDS = {
  concerts: {
    events: (kind: string) => (kind ? `${kind} shows` : 'concerts'),
    venues: (kind: string) => `${kind || 'music'} venues`,
    others: 'other music',
    kind: (sub: string) =>
      sub === 'Music Festivals' ? 'festival' : sub.toLowerCase(),
  },
  professional_sports: {
    events: (kind: string) => (kind ? `${kind} games` : 'games'),
    venues: (kind: string) => `${kind || 'sports'} venues`,
    others: 'other games',
    kind: (sub: string) => sub.replace(/ games?$/i, '').toLowerCase(),
  },
} as const;

/** The kind of event the question names ('jazz' -> Jazz concerts), if any. */
function eventKind(parsed: ParsedSearch): EventKind | undefined {
  const category = parsed.categories.find((c) => EVENT_CATEGORIES.has(c));
  if (!category) return undefined;
  const words = WORDS[category as keyof typeof WORDS];
  const subcategories = parsed.subcategories.filter(
    (s) => (CATEGORY_OF_SUBCATEGORY.get(s) ?? category) === category,
  );
  const kind = [...new Set(subcategories.map(words.kind))].join(' or ');
  return {
    category,
    subcategories,
    events: words.events(kind),
    venues: words.venues(kind),
    others: words.others,
  };
}

function isOfKind(activity: Activity, kind: EventKind): boolean {
  if (activity.category !== kind.category) return false;
  if (kind.subcategories.length === 0) return true;
  const sub = (activity.subcategory ?? '').toLowerCase();
  return kind.subcategories.some((s) => s.toLowerCase() === sub);
}

const list = (parts: string[]) =>
  parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : parts.join('');

/**
 * When the question names a time and a kind of event and no result is such
 * an event then, says so, and what is shown instead.
 */
function missingEvents(
  parsed: ParsedSearch,
  results: Activity[],
  time: { label: string; window: TimeWindow },
): string | undefined {
  const kind = eventKind(parsed);
  if (!kind) return undefined;
  const onThen = (a: Activity) => isOnDuring(a, time.window);
  if (results.some((a) => onThen(a) && isOfKind(a, kind))) return undefined;
  const shown = [
    results.some((a) => !a.start_time && isOfKind(a, kind)) ? kind.venues : '',
    kind.subcategories.length > 0 &&
    results.some((a) => onThen(a) && a.category === kind.category)
      ? `${kind.others} ${time.label}`
      : '',
  ].filter(Boolean);
  const instead = shown.length
    ? `here are ${list(shown)}`
    : 'here are other ideas';
  return `No ${kind.events} are listed ${time.label}; ${instead}.`;
}

/** Whether the question names any kind of place or event, or only a time. */
function namesAKind(parsed: ParsedSearch): boolean {
  return (
    parsed.categories.length > 0 ||
    parsed.subcategories.length > 0 ||
    parsed.keywords.length > 0
  );
}

/**
 * A time asked with nothing more said ('things to do tonight', 'something
 * this weekend'): says when no event is on then and the results are places
 * to go instead, and when, asked late, 'tonight' is what is left of the
 * night.
 */
function timeOnlyNote(
  parsed: ParsedSearch,
  results: Activity[],
  time: { label: string; window: TimeWindow },
): string | undefined {
  const evening = parsed.time_of_day === 'evening';
  const eventOn = results.some((a) => isOnDuring(a, time.window));
  if (!namesAKind(parsed) && !eventOn) {
    const outing = time.window.late
      ? 'a late night out'
      : evening
        ? 'an evening out'
        : 'a day out';
    return `No events are listed ${time.label}; here are places for ${outing}.`;
  }
  return evening && time.window.late
    ? 'It is late: these are for the rest of the night, until 3 am.'
    : undefined;
}

const quoted = (words: string[]) => words.map((w) => `"${w}"`).join(' or ');

/**
 * Whether a result answers the keyword: its listing mentions it, or it is
 * of the kind the word names ('hike' is answered by a hiking area whose
 * listing says 'Hiking').
 */
function answers(activity: Activity, keyword: string, parsed: ParsedSearch) {
  const kind = kindOfWord(keyword);
  return (
    mentions(activity, keyword) ||
    (kind !== undefined && askedKindOf(activity, parsed)?.subcategory === kind)
  );
}

/**
 * When no result is of a kind the catalogue seldom lists (a rooftop bar),
 * says so, and which nearest kinds are shown instead.
 */
function kindredNote(
  parsed: ParsedSearch,
  results: Activity[],
): { note: string; words: string[] } | undefined {
  const asked = seldomListed(parsed);
  const shown = kindredOf(parsed).filter((kind) =>
    results.some((a) => a.subcategory === kind),
  );
  if (asked.length === 0 || shown.length === 0) return undefined;
  const words = parsed.keywords.filter((k) =>
    asked.includes(kindOfWord(k) ?? ''),
  );
  const mentioned = words.length ? ` or mentions ${quoted(words)}` : '';
  return {
    note: `No listing here is filed under ${list(asked)}${mentioned}; these are the nearest kinds: ${list(shown.map((k) => k.toLowerCase()))}.`,
    words,
  };
}

/**
 * What the question asked that the shown results cannot be checked
 * against: words no listing mentions (a diet), features no listing shows (a
 * patio), prices the catalogue does not have under a price cap, and a large
 * group (no listing gives its capacity). Said
 * plainly, so a chip does not read as a filter that was applied.
 */
function uncheckedNotes(
  parsed: ParsedSearch,
  results: Activity[],
  saidAlready: string[],
): { notes: string[]; aboutPrice: boolean } {
  const notes: string[] = [];
  const unmentioned = parsed.keywords.filter(
    (keyword) =>
      !isFeature(keyword) &&
      !saidAlready.includes(keyword) &&
      !results.some((a) => answers(a, keyword, parsed)),
  );
  if (unmentioned.length > 0) {
    notes.push(
      `No listing here mentions ${quoted(unmentioned)}, so ${unmentioned.length === 1 ? 'that was' : 'those were'} not checked.`,
    );
  }
  const features = featureNotes(parsed, results);
  notes.push(...features.notes);
  const unpriced = results.filter((a) => a.price_level === null).length;
  if (parsed.price_max !== null && parsed.price_max > 0 && unpriced > 0) {
    const which =
      unpriced === results.length
        ? 'None of these has a listed price'
        : `${unpriced} of these ${unpriced === 1 ? 'has' : 'have'} no listed price`;
    notes.push(`${which}; only places known to cost more were left out.`);
  }
  if (isLargeGroup(parsed.group_size)) {
    notes.push(groupSizeNote(parsed.group_size));
  }
  // Bars asked with the children are kept (search.service.ts fitsQuestion).
  if (
    parsed.occasion === 'family' &&
    parsed.categories.includes('nightlife') &&
    results.some(isAdultsOnly)
  ) {
    notes.push(
      'No listing here says whether children are welcome; ask before you go.',
    );
  }
  return { notes, aboutPrice: features.aboutPrice };
}

/** Said when nothing lies inside the area named and the results are around it. */
export function wideningNote({ name, miles }: Widening): string {
  return `Nothing of the kind is listed inside ${name}; these are the nearest, within ${miles} miles of it.`;
}

/**
 * The sentence above the results: what was found and looked for, or, when
 * the results cannot give what was asked (no such event then, nothing free),
 * an honest word about what they are instead.
 */
export function summarize(
  query: string,
  results: Activity[],
  parsed: ParsedSearch,
  options: {
    time?: { label: string; window: TimeWindow };
    /** The question asked for free and nothing known to be free was found. */
    nothingFree?: boolean;
    /** Nothing of the kind asked was found; the results are others of its category. */
    closestOnly?: boolean;
    /** Nothing asked lies inside the area named: these are around it. */
    widening?: Widening;
  } = {},
): string {
  const count = results.length;
  if (count === 0) return `No activities matched "${query}".`;
  const kindred = options.closestOnly
    ? kindredNote(parsed, results)
    : undefined;
  const { notes, aboutPrice } = uncheckedNotes(
    parsed,
    results,
    kindred?.words ?? [],
  );
  const time = options.time;
  const caveats = [
    time
      ? (missingEvents(parsed, results, time) ??
        timeOnlyNote(parsed, results, time))
      : undefined,
    options.nothingFree && !aboutPrice
      ? 'Nothing known to be free matched; these may charge.'
      : undefined,
    options.closestOnly
      ? (kindred?.note ??
        `Nothing matched "${query}" exactly; these are the closest places.`)
      : undefined,
    options.widening ? wideningNote(options.widening) : undefined,
  ].filter(Boolean);
  if (caveats.length > 0) return [...caveats, ...notes].join(' ');
  const chips = understandingChips(parsed, categoryLabel);
  const noun = count === 1 ? 'activity' : 'activities';
  const found = chips.length
    ? `Found ${count} ${noun} for "${query}", looking for: ${chips.join(', ')}.`
    : `Found ${count} ${noun} for "${query}".`;
  return [found, ...notes].join(' ');
}
