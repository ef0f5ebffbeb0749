import type {
  DifficultyRating,
  ElevationAnalysis,
  ProfilePoint,
} from './activity-details';

/** Spec 2 §9: the synthetic profile when a trail's length and gain are unknown. */
export const DEFAULT_TRAIL_MILES = 5;
export const DEFAULT_TRAIL_GAIN_FEET = 1000;
/** Sections over this grade (percent) are flagged steep. */
export const STEEP_SECTION_GRADE = 10;
export const FEET_PER_MILE = 5280;
export const FEET_PER_METER = 3.28084;

/** Place types walked or ridden as a route (the catalogue's trails and hiking areas). */
const TRAIL_TYPES = new Set(['trail', 'hiking_area']);

/**
 * Whether a place is a trail or hiking area: only these have a length, a
 * climb and a profile to show, and need hiking gear. A city park's paths
 * have none of them, so estimating a day hike there invents a climb.
 */
export function isTrail(place: {
  subcategory?: string | null;
  types?: readonly string[] | null;
}): boolean {
  return (
    place.subcategory === 'Hiking' ||
    (place.types ?? []).some((type) => TRAIL_TYPES.has(type))
  );
}

export type GradeBand = 'Easy' | 'Moderate' | 'Steep' | 'Very Steep';

/**
 * Spec 2 §9 bands on the absolute grade: Easy 0-5%, Moderate 5-10%, Steep
 * 10-15%, Very Steep over 15%. A shared edge belongs to the band above it,
 * except 10 and 15, so "over 10%" and "over 15%" keep their plain meaning.
 */
export function gradeBand(gradePercent: number): GradeBand {
  const grade = Math.abs(gradePercent);
  if (grade < 5) return 'Easy';
  if (grade <= STEEP_SECTION_GRADE) return 'Moderate';
  if (grade <= 15) return 'Steep';
  return 'Very Steep';
}

export const DIFFICULTY_COLORS: Record<
  DifficultyRating,
  'success' | 'warning' | 'error'
> = {
  easy: 'success',
  moderate: 'warning',
  difficult: 'error',
  'very difficult': 'error',
};

/** Effort in "flat miles": each 500 ft of climbing counts as a mile. */
export function difficultyRating(
  miles: number,
  gainFeet: number,
): DifficultyRating {
  const effort = miles + gainFeet / 500;
  if (effort < 4) return 'easy';
  if (effort < 8) return 'moderate';
  if (effort < 12) return 'difficult';
  return 'very difficult';
}

/** Hiking pace: 2 mph plus an hour per 1,000 ft climbed. */
export function estimatedHours(miles: number, gainFeet: number): number {
  return round(miles / 2 + gainFeet / 1000, 1);
}

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/**
 * Points for a steady climb of `gainFeet` over `miles`: a half-cosine, so the
 * grade eases in and out like most climbs. Elevations are above the start.
 */
export function syntheticProfile(
  miles: number,
  gainFeet: number,
  base = 0,
  steps = 20,
): { distance: number; elevation: number }[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({
    distance: (miles * i) / steps,
    elevation: base + (gainFeet * (1 - Math.cos((Math.PI * i) / steps))) / 2,
  }));
}

function gradeBetween(
  a: { distance: number; elevation: number },
  b: { distance: number; elevation: number },
) {
  const run = (b.distance - a.distance) * FEET_PER_MILE;
  return run > 0 ? ((b.elevation - a.elevation) / run) * 100 : 0;
}

type Section = { start_mile: number; end_mile: number; grade_percent: number };

/** Joins neighbouring stretches over the steep grade into sections. */
function steepSections(points: ProfilePoint[]): Section[] {
  const sections: Section[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const grade = points[i]!.grade;
    if (Math.abs(grade) <= STEEP_SECTION_GRADE) continue;
    const last = sections.at(-1);
    const start = points[i - 1]!.distance;
    if (last && last.end_mile === round(start, 2)) {
      last.end_mile = round(points[i]!.distance, 2);
      last.grade_percent = Math.max(last.grade_percent, round(grade, 1));
    } else {
      sections.push({
        start_mile: round(start, 2),
        end_mile: round(points[i]!.distance, 2),
        grade_percent: round(grade, 1),
      });
    }
  }
  return sections;
}

/**
 * Everything the card shows about a profile, from its points in order
 * (distance in miles, elevation in feet).
 */
export function analyseProfile(
  raw: { distance: number; elevation: number }[],
): Omit<ElevationAnalysis, 'is_estimate' | 'elevation_reference' | 'basis'> {
  const points: ProfilePoint[] = raw.map((point, i) => ({
    distance: round(point.distance, 2),
    elevation: round(point.elevation),
    grade: i === 0 ? 0 : round(gradeBetween(raw[i - 1]!, point), 1),
  }));
  const total = raw.at(-1)?.distance ?? 0;
  let gain = 0;
  const bands = { flat: 0, moderate: 0, steep: 0 };
  let steepest: Section = { start_mile: 0, end_mile: 0, grade_percent: 0 };
  for (let i = 1; i < raw.length; i += 1) {
    const rise = raw[i]!.elevation - raw[i - 1]!.elevation;
    if (rise > 0) gain += rise;
    const length = raw[i]!.distance - raw[i - 1]!.distance;
    const grade = Math.abs(gradeBetween(raw[i - 1]!, raw[i]!));
    if (grade < 5) bands.flat += length;
    else if (grade <= 15) bands.moderate += length;
    else bands.steep += length;
    if (grade > Math.abs(steepest.grade_percent)) {
      steepest = {
        start_mile: round(raw[i - 1]!.distance, 2),
        end_mile: round(raw[i]!.distance, 2),
        grade_percent: round(points[i]!.grade, 1),
      };
    }
  }
  const share = (part: number) => (total > 0 ? round((part / total) * 100) : 0);
  return {
    difficulty_rating: difficultyRating(total, gain),
    total_distance_miles: round(total, 2),
    elevation_gain_feet: round(gain),
    estimated_time_hours: estimatedHours(total, gain),
    steepest_section: steepest,
    grade_distribution: {
      flat_0_5_percent: share(bands.flat),
      moderate_5_15_percent: share(bands.moderate),
      steep_15_plus_percent: share(bands.steep),
    },
    steep_sections: steepSections(points),
    elevation_profile: points,
  };
}

/** A length from a number (miles) or text ('3.5 miles', '6 km'); null if unreadable. */
export function parseMiles(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /([\d.,]+)\s*(mi|miles?|km|kilomet(?:er|re)s?)?/i.exec(value);
  const amount = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return /^k/i.test(match![2] ?? '') ? amount / 1.609344 : amount;
}

/** A height from a number (feet) or text ('1,200 ft', '350 m'); null if unreadable. */
export function parseFeet(value: unknown): number | null {
  if (typeof value === 'number') return value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /([\d.,]+)\s*(ft|feet|foot|m|meters?|metres?)?\b/i.exec(value);
  const amount = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
  if (!Number.isFinite(amount) || amount < 0) return null;
  return /^m/i.test(match![2] ?? '') ? amount * FEET_PER_METER : amount;
}
