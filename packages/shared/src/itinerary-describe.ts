import type { Itinerary } from './itinerary';

/**
 * The local engine's sentence about a planned day, from its own figures only:
 * the stops, their span, the travel, the meal breaks, any weather change and
 * what was left out to look into.
 */
export function describeItinerary(itinerary: Itinerary): string {
  const { slots } = itinerary;
  const notes = itinerary.notes ?? [];
  if (slots.length === 0) {
    return notes.length > 0
      ? `Nothing is planned. ${notes.join(' ')}`
      : 'Nothing matched this day; try another question or date.';
  }
  const first = slots[0]!;
  const last = slots[slots.length - 1]!;
  const meals = slots.filter((s) => s.is_meal_break);
  const parts = [
    `${slots.length} ${slots.length === 1 ? 'stop' : 'stops'} from ${first.start_time} to ${last.end_time}, starting at ${first.activity_name}`,
    `${itinerary.total_travel_time} min of travel in all`,
    ...(meals.length
      ? [`meals at ${meals.map((m) => m.activity_name).join(' and ')}`]
      : []),
  ];
  return [`${parts.join('; ')}.`, itinerary.weather_note, ...notes]
    .filter(Boolean)
    .join(' ');
}
