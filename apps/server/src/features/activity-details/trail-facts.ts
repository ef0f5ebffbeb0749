import type {
  ElevationAnalysis,
  FoundationActivity,
  HikingRecommendations,
  TrailFactBasis,
} from '@app/shared/activity-details';
import { isTrail, parseFeet, parseMiles } from '@app/shared/elevation';

export type TrailFacts = {
  miles: number;
  gainFeet: number;
  basis: Exclude<TrailFactBasis, 'measured'>;
};

/** Length and gain in a record as the catalogue or the client keep them. */
function factsIn(
  details: Record<string, unknown> | null | undefined,
  topLevelGain?: unknown,
) {
  return {
    miles: parseMiles(details?.trail_length),
    gainFeet: parseFeet(details?.elevation_gain ?? topLevelGain),
  };
}

/**
 * The trail's known length and gain: the catalogue's first, then what the
 * activity carries. Both must be known together, or neither is used, so a
 * real length is never paired with an invented climb.
 */
export function knownTrailFacts(
  catalogueDetails: Record<string, unknown> | null | undefined,
  activity: FoundationActivity,
  defaults: { miles: number; gainFeet: number },
): TrailFacts {
  const fromCatalogue = factsIn(catalogueDetails);
  if (fromCatalogue.miles !== null && fromCatalogue.gainFeet !== null) {
    return {
      miles: fromCatalogue.miles,
      gainFeet: fromCatalogue.gainFeet,
      basis: 'catalogue',
    };
  }
  const sent = factsIn(activity.event_details, activity.elevation_gain);
  if (sent.miles !== null && sent.gainFeet !== null) {
    return { miles: sent.miles, gainFeet: sent.gainFeet, basis: 'activity' };
  }
  return { ...defaults, basis: 'default' };
}

const FITNESS: Record<ElevationAnalysis['difficulty_rating'], string> = {
  easy: 'Low: suitable for most walkers',
  moderate: 'Moderate: regular exercise recommended',
  difficult: 'High: good hiking fitness needed',
  'very difficult': 'Very high: for experienced, fit hikers',
};

type HikingSeason = 'summer' | 'winter' | 'shoulder';

/**
 * Denver's seasons as a hiker meets them: afternoon thunderstorms June to
 * August; snow, ice and the shortest days November to February; changeable
 * weather, snow included, between.
 */
function hikingSeason(month: number): HikingSeason {
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 11 || month <= 2) return 'winter';
  return 'shoulder';
}

const BEST_CONDITIONS: Record<HikingSeason, string[]> = {
  summer: [
    'Dry weather, with trails free of mud',
    'Morning starts: summer thunderstorms often build in the afternoon',
  ],
  winter: [
    'Clear days after a thaw, with less snow and ice on the trail',
    'Midday hours: daylight is short and the sun sets early',
  ],
  shoulder: [
    'Dry weather, with trails free of snow and mud',
    'A settled forecast: spring and fall storms can still bring snow',
  ],
};

/**
 * Whether the analysis rests on the trail's own length and climb. The spec's
 * default day hike keeps the profile well-formed, but nothing said about the
 * place (difficulty, time, grades) may come from it.
 */
export const knowsTrail = (analysis: ElevationAnalysis) =>
  analysis.basis !== 'default';

const UNKNOWN_FITNESS =
  'Unknown: the length and climb of this trail are not known';

/**
 * Advice that follows from the numbers and the month of the visit (1-12),
 * never from claims about the place; with no numbers, from the month only.
 */
export function hikingRecommendations(
  analysis: ElevationAnalysis,
  month: number,
): HikingRecommendations {
  const season = hikingSeason(month);
  const known = knowsTrail(analysis);
  // An unknown trail gets the boots a hard one needs, not a guess at its grades.
  const hard = !known || analysis.difficulty_rating !== 'easy';
  const steep = known && analysis.steep_sections.length > 0;
  const long = known && analysis.estimated_time_hours > 3;
  const gear = [
    'Water: about half a litre per hour on the trail',
    hard ? 'Sturdy hiking boots' : 'Comfortable walking shoes',
    'Layers and a rain jacket: mountain weather changes fast',
    'Sun protection: hat, sunglasses and sunscreen',
  ];
  if (season === 'winter') {
    gear.push('Traction devices (microspikes) for snow and ice');
  }
  if (long) gear.push('Snacks or a packed lunch');
  if (steep || (known && analysis.elevation_gain_feet > 1500)) {
    gear.push('Trekking poles');
  }
  if (known && analysis.estimated_time_hours > 4) {
    gear.push('Map and a headlamp');
  }
  const safety = ['Tell someone your route and when you expect to be back'];
  if (steep) {
    safety.push(
      `Take care on ${analysis.steep_sections.length} steep section(s) over 10% grade`,
    );
  }
  if (season === 'winter') {
    safety.push(
      'Ice lingers on shaded stretches; plan to be off the trail by sunset',
    );
  } else if (known && analysis.estimated_time_hours > 4) {
    safety.push('Start early so you finish in daylight');
  }
  if (!known) {
    safety.push(
      'Length and climb are not known; check current trail information before you go',
    );
  } else if (analysis.is_estimate) {
    safety.push(
      'Distance and climb are estimates; check current trail information before you go',
    );
  }
  return {
    gear_recommendations: gear,
    fitness_level_required: known
      ? FITNESS[analysis.difficulty_rating]
      : UNKNOWN_FITNESS,
    best_conditions: BEST_CONDITIONS[season],
    safety_notes: safety,
  };
}

const TERRAIN_BY_TYPE: Record<string, string> = {
  hiking_area: 'Natural-surface hiking trail',
  mountain_biking: 'Shared with mountain bikes',
  park: 'Park paths and open space',
  campground: 'Campground roads and paths',
  garden: 'Garden walkways',
};

/**
 * Terrain words from the place's own types and, for a trail with a known
 * length and climb, the profile's grades: otherwise the profile is a day
 * hike the place may not have.
 */
export function terrainOf(
  activity: FoundationActivity,
  analysis: ElevationAnalysis,
): string[] {
  const terrain = (activity.types ?? []).flatMap((type) =>
    TERRAIN_BY_TYPE[type] ? [TERRAIN_BY_TYPE[type]] : [],
  );
  if (!isTrail(activity) || !knowsTrail(analysis)) return terrain;
  const { grade_distribution: bands } = analysis;
  if (bands.steep_15_plus_percent > 0) terrain.push('Steep stretches over 15%');
  else if (bands.moderate_5_15_percent >= 50) {
    terrain.push('Sustained moderate climbing');
  } else terrain.push('Mostly gentle grades');
  return [...new Set(terrain)];
}
