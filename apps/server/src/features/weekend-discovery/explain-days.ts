import type { Itinerary } from '@app/shared/itinerary';
import { describeItinerary } from '@app/shared/itinerary-describe';

import type { Explainer } from '../../providers/ai/explainer';

/**
 * Each day with a sentence on why it suits the question. A day without
 * stops has nothing for a model to explain: the local sentence says so.
 */
export function explainDays(
  explainer: Explainer,
  question: string,
  planned: Itinerary[],
) {
  return Promise.all(
    planned.map(async (itinerary) => {
      const explained =
        itinerary.slots.length === 0
          ? { text: describeItinerary(itinerary), engine: 'local' as const }
          : await explainer.explain(
              'Say in one or two sentences why this day plan suits the question, naming its highlights.',
              {
                question,
                date: itinerary.date,
                stops: itinerary.slots.map((s) => ({
                  name: s.activity_name,
                  from: s.start_time,
                  to: s.end_time,
                  meal: s.is_meal_break,
                })),
                travel_minutes: itinerary.total_travel_time,
                weather_change: itinerary.weather_note,
                left_out: itinerary.notes,
              },
              describeItinerary(itinerary),
            );
      return {
        ...itinerary,
        explanation: explained.text,
        explanation_engine: explained.engine,
      };
    }),
  );
}
