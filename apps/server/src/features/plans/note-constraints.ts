import type { Activity } from '@app/shared/activity';
import { groupSizeNote, isLargeGroup } from '@app/shared/group-size';
import { categoryLabel } from '@app/shared/interests';
import { addDays, metroInstant } from '@app/shared/metro';
import type { AiSearchWhen, ParsedSearch } from '@app/shared/search';

import { analyzeQuery } from '../../providers/ai/local-query-parser';
import { AREA_WIDENING } from '../search/area-constraint';
import { isFeature, showsFeature } from '../search/listing-features';
import { fitsTime } from '../search/result-filters';
import {
  isOnDuring,
  searchWindow,
  type TimeWindow,
} from '../search/search-window';
import { meetQuestion } from '../weekend-discovery/pool-constraints';

/**
 * What the AI assistant text asks of every suggestion, beyond the kinds of
 * place it names: the place-level constraints (price cap, area, the facts a
 * listing shows, indoors, children along) and the time dated events must be
 * on in.
 */
type NoteAsk = {
  /** The note read as search reads a question, its time words left to `window`. */
  parsed: ParsedSearch;
  /** Date words are read from the plan's first day, so 'Saturday' is the plan's Saturday. */
  asked: Date;
  /** Dated events must be on in it; none when the note names no day the plan has. */
  window?: TimeWindow;
  /** The hours of the day named with a day ('Saturday night'): events start then. */
  part: ParsedSearch['time_of_day'];
  /** Said when the day the note names is none of the plan's days. */
  dateUnmet?: string;
};

/**
 * A day named that no day of the plan falls in; the plan keeps its own days
 * (its dates are the form's, the firmer of the two).
 */
const DATE_UNMET: Partial<Record<AiSearchWhen, string>> = {
  friday: "Friday is not one of this plan's days",
  saturday: "Saturday is not one of this plan's days",
  sunday: "Sunday is not one of this plan's days",
  this_weekend: 'No day of this plan falls on the weekend',
  tomorrow: "This plan has one day, so 'tomorrow' is not one of them",
};

const asksOfPlaces = (p: ParsedSearch) =>
  p.price_max !== null ||
  p.place !== null ||
  p.keywords.some(isFeature) ||
  p.setting === 'indoor' ||
  p.occasion === 'family' ||
  isLargeGroup(p.group_size);

/**
 * The constraints of the note, or null when it asks none (the plan's
 * suggestions are then ranked in one statement, as before).
 */
export function readNote(
  prompt: string | null | undefined,
  days: readonly string[],
): NoteAsk | null {
  if (!prompt?.trim() || days.length === 0) return null;
  const { parsed } = analyzeQuery(prompt);
  if (!asksOfPlaces(parsed) && !parsed.when) return null;
  // 03:00, when 'tonight' is the coming night rather than the one ending.
  const asked = metroInstant(days[0]!, '03:00');
  const placeLevel = { ...parsed, when: null, time_of_day: null };
  if (!parsed.when) return { parsed: placeLevel, asked, part: null };
  const window = searchWindow(parsed.when, asked)!;
  const from = metroInstant(days[0]!, '00:00');
  const to = metroInstant(addDays(days[days.length - 1]!, 1), '00:00');
  const overlaps = window.from < to && window.to > from;
  return {
    parsed: placeLevel,
    asked,
    part: parsed.time_of_day,
    ...(overlaps
      ? { window }
      : {
          dateUnmet: `${DATE_UNMET[parsed.when] ?? "The day your note names is not one of this plan's days"}; events on its days are shown instead.`,
        }),
  };
}

const list = (parts: string[]) =>
  parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
    : parts.join('');

/**
 * The note's words a category is held to: a feature some category's
 * places show does not arise for the categories none of whose places do
 * (a patio asked with a hike is the restaurant's); one no place shows
 * stays with every category, which then says it could not be checked.
 */
function featuresByCategory(pool: readonly Activity[], keywords: string[]) {
  const shownIn = new Map(
    keywords
      .filter(isFeature)
      .map((k) => [
        k,
        new Set(pool.filter((a) => showsFeature(a, k)).map((a) => a.category)),
      ]),
  );
  return (category: string) =>
    keywords.filter((k) => {
      const shown = shownIn.get(k);
      return !shown || shown.size === 0 || shown.has(category);
    });
}

/**
 * The pool held to the note as search holds its results (weekend
 * discovery's `meetQuestion`: search's `fitsQuestion`, the features, the
 * price cap, the named area), after its dated events are narrowed to the
 * day and hours the note names. A plan is several kinds of outing, so each
 * category is held on its own: a patio asked for keeps the restaurants
 * that have one without dropping the hikes, and a kind that has nothing in
 * the area keeps its nearest. What cannot be met keeps the nearest that can
 * be given, and a note says which, and of which categories, in the search
 * summary's words; so does a large group, which no listing can be held to.
 */
export function holdToNote(
  pool: readonly Activity[],
  ask: NoteAsk,
): { activities: Activity[]; notes: string[] } {
  const dated = pool.filter(
    (a) =>
      !a.start_time ||
      (isOnDuring(a, ask.window) &&
        fitsTime(a, { time_of_day: ask.part }, ask.window)),
  );
  const kept = new Set<Activity>();
  const said = new Map<string, string[]>();
  const asksIn = featuresByCategory(dated, ask.parsed.keywords);
  for (const category of new Set(dated.map((a) => a.category))) {
    const label = categoryLabel(category);
    const held = meetQuestion(
      dated.filter((a) => a.category === category),
      { ...ask.parsed, keywords: asksIn(category) },
      ask.asked,
      label,
    );
    for (const a of held.activities) kept.add(a);
    for (const note of held.notes) {
      const sentence = note.slice(label.length + 2);
      said.set(sentence, [...(said.get(sentence) ?? []), label]);
    }
  }
  return {
    activities: dated.filter((a) => kept.has(a)),
    notes: [
      ...(ask.dateUnmet ? [ask.dateUnmet] : []),
      ...[...said].map(([sentence, labels]) => `${list(labels)}: ${sentence}`),
      // No listing gives a capacity: said in search's words, whatever is kept.
      ...(isLargeGroup(ask.parsed.group_size)
        ? [groupSizeNote(ask.parsed.group_size)]
        : []),
    ],
  };
}

/** Where the note's area may be looked for: inside it, or within its stated widening. */
export function noteReach(ask: NoteAsk) {
  const place = ask.parsed.place;
  return place
    ? {
        lat: place.lat,
        lng: place.lng,
        radiusMeters: place.radius_meters * AREA_WIDENING,
      }
    : undefined;
}
