import type {
  BookingOption,
  FoundationActivity,
  ReservationAnalysisResponse,
} from '@app/shared/activity-details';
import { weekday } from '@app/shared/metro';
import { priceLevelText } from '@app/shared/pricing';

type Urgency = BookingOption['booking_urgency'];

/** Ratings from our users and providers together; 100 marks a busy place. */
const POPULAR_RATINGS = 100;
const POPULAR_SCORE = 4.5;

function isWeekend(day: string): boolean {
  const dayOfWeek = weekday(day);
  return dayOfWeek === 0 || dayOfWeek === 6;
}

function isPopular(activity: FoundationActivity): boolean {
  const ratings =
    (activity.user_ratings_total ?? 0) + (activity.review_count ?? 0);
  return (
    ratings >= POPULAR_RATINGS ||
    ((activity.rating ?? 0) >= POPULAR_SCORE && ratings > 0)
  );
}

/**
 * Booking options from what the activity itself carries (website, phone,
 * ticket link), with an urgency from the day of the visit and popularity.
 */
export function analyseReservations(
  activity: FoundationActivity,
  day: string,
): ReservationAnalysisResponse['reservation_options'] {
  const weekend = isWeekend(day);
  const popular = isPopular(activity);
  const urgency: Urgency =
    weekend && popular ? 'high' : weekend || popular ? 'medium' : 'low';
  const cost = priceLevelText(activity.price_level);
  const common = {
    booking_urgency: urgency,
    ...(cost ? { estimated_cost: cost } : {}),
  };
  const options: BookingOption[] = [];
  if (activity.ticket_url) {
    options.push({ platform: 'Tickets', url: activity.ticket_url, ...common });
  }
  if (activity.website_url) {
    options.push({ platform: 'Website', url: activity.website_url, ...common });
  }
  if (activity.phone_number) {
    options.push({
      platform: 'Phone',
      phone_number: activity.phone_number,
      ...common,
    });
  }
  const recommendations: string[] = [];
  if (options.length === 0) {
    recommendations.push(
      'No booking details are known for this place; check with it directly before you go.',
    );
  }
  if (urgency === 'high') {
    recommendations.push(
      'Book or arrive early: a popular place on a weekend fills up fast.',
    );
  } else if (weekend) {
    recommendations.push('Weekends are busier; plan to arrive early.');
  } else if (popular) {
    recommendations.push('A popular place: booking ahead is wise.');
  } else {
    recommendations.push('A weekday visit is usually quieter.');
  }
  return {
    booking_options: options,
    booking_urgency: urgency,
    recommendations,
  };
}
