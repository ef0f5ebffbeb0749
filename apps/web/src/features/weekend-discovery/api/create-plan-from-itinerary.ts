import type { FinalizedPlan } from '@app/shared/finalized-plans';
import type { Itinerary } from '@app/shared/itinerary';
import { METRO_NAME } from '@app/shared/metro';
import { estimatedCost } from '@app/shared/pricing';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { activityQuery } from '../../activities/api/get-activity';
import { finalizedPlansKeys } from '../../finalized-plans/api/finalized-plans-keys';

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * A finalized plan holding the itinerary's stops at their times. A slot names
 * only its place, so each place is read (or taken from the cache) to price
 * the stop as every other plan does; a stop sent without a cost counts $0.
 */
const createPlanFromItinerary = async (
  queryClient: QueryClient,
  input: { query: string; itinerary: Itinerary },
) => {
  const places = await Promise.all(
    input.itinerary.slots.map((slot) =>
      queryClient.ensureQueryData(activityQuery(slot.activity_id)),
    ),
  );
  return api.post<FinalizedPlan>('/finalized-plans', {
    title: `Weekend discovery: ${input.query}`.slice(0, 200),
    start_date: input.itinerary.date,
    end_date: input.itinerary.date,
    location_name: METRO_NAME,
    selected_activities: input.itinerary.slots.map((slot, i) => ({
      activity_id: slot.activity_id,
      planned_date: input.itinerary.date,
      planned_time: slot.start_time,
      estimated_duration_minutes: Math.max(
        1,
        (minutesOf(slot.end_time) - minutesOf(slot.start_time) + 1440) % 1440,
      ),
      estimated_cost: estimatedCost(places[i]!),
      notes: slot.is_meal_break ? 'Meal break' : null,
    })),
  });
};

export const useCreatePlanFromItinerary = () => {
  const queryClient = useQueryClient();
  return useMutation<
    FinalizedPlan,
    Error,
    { query: string; itinerary: Itinerary }
  >({
    mutationFn: (input) => createPlanFromItinerary(queryClient, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
  });
};
