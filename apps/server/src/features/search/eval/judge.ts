import type { Activity } from '@app/shared/activity';
import { distanceMeters } from '@app/shared/metro';
import type { AiSearchWhen } from '@app/shared/search';

import {
  metersFromLine,
  type LinePoint,
} from '../../../providers/ai/corridors';
import { showsFeature } from '../listing-features';
import { isKnownFree } from '../result-filters';
import { isOnDuring, searchWindow } from '../search-window';

/** A circle (km around a centre) or a street (km either side of its line). */
export type Area =
  { lat: number; lng: number; km: number } | { line: LinePoint[]; km: number };

function metersFromArea(area: Area, point: { lat: number; lng: number }) {
  return 'line' in area
    ? metersFromLine(point, area.line)
    : distanceMeters(area, point);
}

/** What a correct answer to one question looks like. */
export type Expectation = {
  q: string;
  categories?: string[];
  subcategories?: string[];
  /** Fragments of names that answer the question ('Children's Museum'). */
  names?: string[];
  /** Key of an area the result must lie in. */
  near?: string;
  free?: boolean;
  /** Any kind of place is right (the question names only a place or time). */
  any?: boolean;
  /** An event must be on in this window, as the app reads it now. */
  when?: AiSearchWhen;
  /** Only events answer ('Avalanche game this week'). */
  event?: boolean;
  /** A feature the result must be known to have ('easy', 'patio'). */
  feature?: string;
  /** Words the summary must hold: the constraint it could not meet. */
  says?: string;
  /** One of the fixed, representative few the test suite asks. */
  ci?: boolean;
};

/** Whether the answer's summary names what it could not meet, when asked to. */
export function saysWhatIsMissing(summary: string, expected: Expectation) {
  return !expected.says || summary.includes(expected.says);
}

const lower = (values: string[] | undefined) =>
  (values ?? []).map((v) => v.toLowerCase());

/** Whether one result answers the question. */
export function isCorrect(
  result: Activity,
  expected: Expectation,
  areas: Record<string, Area>,
): boolean {
  const subcategory = (result.subcategory ?? '').toLowerCase();
  const name = result.name.toLowerCase();
  const kind =
    expected.any === true ||
    lower(expected.subcategories).includes(subcategory) ||
    lower(expected.categories).includes(result.category) ||
    lower(expected.names).some((n) => name.includes(n)) ||
    (!expected.subcategories && !expected.categories && !expected.names);
  if (!kind) return false;
  if (expected.free && !isKnownFree(result)) return false;
  if (expected.event && !result.start_time) return false;
  if (expected.feature && !showsFeature(result, expected.feature)) {
    return false;
  }
  if (expected.when && result.start_time) {
    if (!isOnDuring(result, searchWindow(expected.when, new Date()))) {
      return false;
    }
  }
  if (expected.near) {
    const area = areas[expected.near];
    if (!area) throw new Error(`Unknown area '${expected.near}' in the set`);
    const meters = metersFromArea(area, {
      lat: result.latitude,
      lng: result.longitude,
    });
    if (meters > area.km * 1000) return false;
  }
  return true;
}

export type QuestionScore = { precisionAt5: number; hitAt3: boolean };

/**
 * Precision@5 over the results shown (fewer than 5 results are not padded
 * with misses; no result at all scores 0) and whether the top 3 hold a
 * correct one.
 */
export function scoreQuestion(correct: boolean[]): QuestionScore {
  const top = correct.slice(0, 5);
  return {
    precisionAt5: top.length ? top.filter(Boolean).length / top.length : 0,
    hitAt3: correct.slice(0, 3).some(Boolean),
  };
}

export function summarizeScores(scores: QuestionScore[]) {
  const n = scores.length || 1;
  return {
    precisionAt5: scores.reduce((sum, s) => sum + s.precisionAt5, 0) / n,
    top3Share: scores.filter((s) => s.hitAt3).length / n,
  };
}
