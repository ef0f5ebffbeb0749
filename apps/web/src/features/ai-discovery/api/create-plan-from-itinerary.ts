import type { FinalizedPlan } from '@app/shared/finalized-plans';
import type { Itinerary } from '@app/shared/itinerary';
import { METRO_NAME } from '@app/shared/metro';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { finalizedPlansKeys } from '../../finalized-plans/api/finalized-plans-keys';

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

/** A finalized plan holding the itinerary's stops at their times. */
const createPlanFromItinerary = (input: {
  query: string;
  itinerary: Itinerary;
}) =>
  api.post<FinalizedPlan>('/finalized-plans', {
    title: `Weekend discovery: ${input.query}`.slice(0, 200),
    start_date: input.itinerary.date,
    end_date: input.itinerary.date,
    location_name: METRO_NAME,
    selected_activities: input.itinerary.slots.map((slot) => ({
      activity_id: slot.activity_id,
      planned_date: input.itinerary.date,
      planned_time: slot.start_time,
      estimated_duration_minutes: Math.max(
        1,
        (minutesOf(slot.end_time) - minutesOf(slot.start_time) + 1440) % 1440,
      ),
      notes: slot.is_meal_break ? 'Meal break' : null,
    })),
  });

export const useCreatePlanFromItinerary = () => {
  const queryClient = useQueryClient();
  return useMutation<
    FinalizedPlan,
    Error,
    { query: string; itinerary: Itinerary }
  >({
    mutationFn: createPlanFromItinerary,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: finalizedPlansKeys.all }),
  });
};
