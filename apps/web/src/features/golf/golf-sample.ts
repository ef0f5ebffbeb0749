import type { Activity } from '@app/shared/activity';

import { buildActivity } from '../../components/activity-cards/activity-fixture';

/** Spec 2 §3 golf course fields; everything in this file is made-up sample data. */
export type GolfCourse = {
  activity: Activity;
  golf_details: {
    course_type: string;
    holes: number;
    par: number;
    yardage: number;
    slope_rating: number;
    course_rating: number;
    designer: string;
    year_built: number;
  };
  tee_times: {
    availability: string;
    booking_window: string;
    peak_rates: string;
    off_peak_rates: string;
    cart_fee: string;
    dress_code: string;
  };
  amenities: {
    driving_range: boolean;
    putting_green: boolean;
    pro_shop: boolean;
    restaurant: boolean;
    cart_rental: boolean;
    club_rental: boolean;
    lessons_available: boolean;
  };
};

const course = (
  id: number,
  name: string,
  phone: string,
  rest: Omit<GolfCourse, 'activity'>,
): GolfCourse => ({
  activity: buildActivity({
    id,
    name,
    category: 'recreational_sports',
    subcategory: 'Golf Courses',
    types: ['golf_course'],
    description: `Sample data: a made-up ${rest.golf_details.holes}-hole ${rest.golf_details.course_type.toLowerCase()} course.`,
    location: null,
    address: null,
    // Made up (reserved example numbers and domain): the card never links
    // to them; the reservation analysis still lists them as booking options.
    phone_number: phone,
    website_url: `https://example.com/golf/${-id}`,
    menu_url: null,
    business_hours: null,
    price_level: 2,
    rating: 0,
    review_count: 0,
    user_ratings_total: 0,
    source: 'sample',
    source_id: `sample-golf-${id}`,
  }),
  ...rest,
});

const FULL_AMENITIES: GolfCourse['amenities'] = {
  driving_range: true,
  putting_green: true,
  pro_shop: true,
  restaurant: true,
  cart_rental: true,
  club_rental: true,
  lessons_available: true,
};

export const SAMPLE_GOLF_COURSES: GolfCourse[] = [
  course(-201, 'Sample Ridge Championship Course', '555-0101', {
    golf_details: {
      course_type: 'Championship',
      holes: 18,
      par: 72,
      yardage: 7100,
      slope_rating: 138,
      course_rating: 74.2,
      designer: 'Sample Design Group',
      year_built: 1998,
    },
    tee_times: {
      availability: 'Daily, first light to dusk',
      booking_window: '7 days ahead',
      peak_rates: '$95',
      off_peak_rates: '$65',
      cart_fee: '$20',
      dress_code: 'Collared shirts, no denim',
    },
    amenities: FULL_AMENITIES,
  }),
  course(-202, 'Sample Meadows Public Course', '555-0102', {
    golf_details: {
      course_type: 'Public',
      holes: 18,
      par: 70,
      yardage: 6300,
      slope_rating: 121,
      course_rating: 69.8,
      designer: 'Sample Links Studio',
      year_built: 1975,
    },
    tee_times: {
      availability: 'Daily',
      booking_window: '3 days ahead',
      peak_rates: '$48',
      off_peak_rates: '$32',
      cart_fee: '$16',
      dress_code: 'Casual',
    },
    amenities: {
      ...FULL_AMENITIES,
      restaurant: false,
      lessons_available: false,
    },
  }),
  course(-203, 'Sample Creek Executive Nine', '555-0103', {
    golf_details: {
      course_type: 'Executive',
      holes: 9,
      par: 31,
      yardage: 2100,
      slope_rating: 98,
      course_rating: 30.1,
      designer: 'Sample Links Studio',
      year_built: 2005,
    },
    tee_times: {
      availability: 'Walk-ups welcome',
      booking_window: 'Same day',
      peak_rates: '$22',
      off_peak_rates: '$15',
      cart_fee: 'Walking only',
      dress_code: 'Casual',
    },
    amenities: {
      ...FULL_AMENITIES,
      driving_range: false,
      restaurant: false,
      cart_rental: false,
    },
  }),
];
