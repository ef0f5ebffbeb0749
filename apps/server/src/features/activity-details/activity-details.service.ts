import type { Activity } from '@app/shared/activity';
import type {
  ElevationAnalysis,
  ElevationProfileResponse,
  EnhanceActivityResponse,
  FoundationActivity,
  ReservationAnalysisResponse,
  SystemStatusResponse,
} from '@app/shared/activity-details';
import {
  analyseProfile,
  DEFAULT_TRAIL_GAIN_FEET,
  DEFAULT_TRAIL_MILES,
  syntheticProfile,
} from '@app/shared/elevation';
import { metroToday } from '@app/shared/metro';
import { distanceMeters, METERS_PER_MILE } from '@app/shared/metro';
import type { FastifyBaseLogger } from 'fastify';

import type {
  ElevationProvider,
  LatLng,
} from '../../providers/elevation/elevation-provider';

import { analyseReservations } from './reservations';
import {
  hikingRecommendations,
  knownTrailFacts,
  knowsTrail,
  terrainOf,
} from './trail-facts';

const milesApart = ([aLat, aLng]: LatLng, [bLat, bLng]: LatLng) =>
  distanceMeters({ lat: aLat, lng: aLng }, { lat: bLat, lng: bLng }) /
  METERS_PER_MILE;

export type AiFoundationDeps = {
  provider: ElevationProvider;
  catalogue: { getByIds(ids: number[]): Promise<Activity[]> };
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

export function createAiFoundationService(deps: AiFoundationDeps) {
  const now = deps.now ?? (() => new Date());
  const visitDay = (activity: FoundationActivity) =>
    activity.planned_date ?? metroToday(now());

  /** Null when the provider is offline or failed; the estimate then stands. */
  async function measured(points: readonly LatLng[]) {
    if (!deps.provider.live) return null;
    try {
      return await deps.provider.elevations(points);
    } catch (error) {
      deps.log?.warn({ err: error }, 'elevation provider failed; estimating');
      return null;
    }
  }

  async function fromRoute(route: readonly LatLng[]) {
    const elevations = await measured(route);
    if (!elevations) return null;
    let distance = 0;
    const points = route.map((point, i) => {
      if (i > 0) distance += milesApart(route[i - 1]!, point);
      return { distance, elevation: elevations[i]! };
    });
    return {
      ...analyseProfile(points),
      is_estimate: false,
      elevation_reference: 'sea_level',
      basis: 'measured',
    } satisfies ElevationAnalysis;
  }

  async function analyse(
    activity: FoundationActivity,
  ): Promise<ElevationAnalysis> {
    if (activity.route) {
      const real = await fromRoute(activity.route);
      if (real) return real;
    }
    const [row] =
      activity.id && activity.id > 0
        ? await deps.catalogue.getByIds([activity.id])
        : [];
    const facts = knownTrailFacts(row?.event_details, activity, {
      miles: DEFAULT_TRAIL_MILES,
      gainFeet: DEFAULT_TRAIL_GAIN_FEET,
    });
    const lat = activity.latitude ?? row?.latitude;
    const lng = activity.longitude ?? row?.longitude;
    const trailhead =
      lat != null && lng != null ? await measured([[lat, lng]]) : null;
    const base = trailhead?.[0];
    return {
      ...analyseProfile(syntheticProfile(facts.miles, facts.gainFeet, base)),
      is_estimate: true,
      elevation_reference: base === undefined ? 'trailhead' : 'sea_level',
      basis: facts.basis,
    };
  }

  return {
    async elevationProfile(
      activity: FoundationActivity,
    ): Promise<ElevationProfileResponse> {
      const analysis = await analyse(activity);
      const month = Number(visitDay(activity).slice(5, 7));
      return {
        elevation_data: {
          elevation_analysis: analysis,
          hiking_recommendations: hikingRecommendations(analysis, month),
        },
      };
    },

    reservationAnalysis(
      activity: FoundationActivity,
    ): ReservationAnalysisResponse {
      return {
        reservation_options: analyseReservations(activity, visitDay(activity)),
      };
    },

    async enhanceActivity(
      activity: FoundationActivity,
    ): Promise<EnhanceActivityResponse> {
      const analysis = await analyse(activity);
      // Only facts are factors: the default day hike's figures are not this
      // trail's, and an estimated profile's steepest grade is its drawn shape.
      const factors = knowsTrail(analysis)
        ? [
            `${analysis.total_distance_miles} miles`,
            `${analysis.elevation_gain_feet} ft of climbing`,
          ]
        : [];
      if (!analysis.is_estimate) {
        factors.push(
          `steepest grade ${Math.abs(analysis.steepest_section.grade_percent)}%`,
        );
      }
      return {
        enhanced_activity: {
          trail_details: {
            length_miles: analysis.total_distance_miles,
            elevation_gain_feet: analysis.elevation_gain_feet,
            estimated_time_hours: analysis.estimated_time_hours,
            terrain: terrainOf(activity, analysis),
            is_estimate: analysis.is_estimate,
            basis: analysis.basis,
          },
          difficulty_assessment: {
            rating: analysis.difficulty_rating,
            factors,
          },
        },
      };
    },

    systemStatus(): SystemStatusResponse {
      const local = { provider: 'local rules', live: false };
      return {
        status: 'operational',
        services: {
          elevation: { provider: deps.provider.name, live: deps.provider.live },
          reservations: local,
          enhancement: local,
        },
      };
    },
  };
}

export type AiFoundationService = ReturnType<typeof createAiFoundationService>;
