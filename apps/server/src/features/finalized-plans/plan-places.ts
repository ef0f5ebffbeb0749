import type { Activity } from '@app/shared/activity';
import type { FinalizedPlan, PlaceFacts } from '@app/shared/finalized-plans';
import type { FastifyBaseLogger } from 'fastify';

import type { ActivitiesService } from '../activities/activities.service';
import type { PlaceEnricher } from '../places/place-enrichment';

/** A plan holds up to 100 places; a few calls at a time keep Google's rate limits happy. */
const CONCURRENCY = 4;
/** A plan's detail answers within this, with whatever Google sent in time. */
const DEADLINE_MS = 1500;

export type PlanPlaces = {
  /** Finds the places' Google ids in the background: never waits, never throws. */
  entered: (activityIds: number[]) => void;
  /** The plan with each activity's place facts, Google's where they came in time. */
  overlay: (plan: FinalizedPlan) => Promise<FinalizedPlan>;
};

/** Runs `task` on `items`, `limit` at a time, taking no new item once `stop()` holds. */
async function eachLimited<T>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
  stop: () => boolean = () => false,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) await task(items[next++]!);
  };
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
}

function factsOf(activity: Activity): PlaceFacts {
  return {
    photo_url: activity.photo_url,
    phone_number: activity.phone_number,
    website_url: activity.website_url,
    business_hours: activity.business_hours,
    price_level: activity.price_level,
    price_range: activity.price_range,
    external_rating: activity.external_rating,
    facts_from: activity.facts_from,
  };
}

/** Google Places facts for the places in finalized plans, through the place enricher. */
export function createPlanPlaces(deps: {
  enricher: PlaceEnricher;
  activities: Pick<ActivitiesService, 'getByIds'>;
  log: FastifyBaseLogger;
}): PlanPlaces {
  return {
    entered(activityIds) {
      deps.activities
        .getByIds([...new Set(activityIds)])
        .then((list) => eachLimited(list, CONCURRENCY, deps.enricher.resolve))
        .catch((error: unknown) =>
          deps.log.warn(
            { err: error },
            'Finding planned places on Google failed',
          ),
        );
    },

    async overlay(plan) {
      const list = await deps.activities.getByIds([
        ...new Set(plan.selected_activities.map((s) => s.activity_id)),
      ]);
      const facts = new Map(list.map((a) => [a.id, factsOf(a)]));
      let late = false;
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          late = true;
          resolve(null);
        }, DEADLINE_MS);
      });
      try {
        // A call still running at the deadline goes on alone: the place id it
        // finds is kept, so the next read of the plan is fast.
        await eachLimited(
          list,
          CONCURRENCY,
          async (activity) => {
            const enriched = await Promise.race([
              deps.enricher.enrich(activity),
              deadline,
            ]);
            if (enriched) facts.set(activity.id, factsOf(enriched));
          },
          () => late,
        );
      } finally {
        clearTimeout(timer);
      }
      return {
        ...plan,
        selected_activities: plan.selected_activities.map((s) => ({
          ...s,
          activity: { ...s.activity, ...facts.get(s.activity_id) },
        })),
      };
    },
  };
}
