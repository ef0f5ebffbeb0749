import { PLAN_CATEGORIES } from '@app/shared/interests';

import { buildActivity } from '../../components/activity-cards/activity-fixture';

/** Static sample data for the showcase pages; nothing here is a real listing. */
export const SAMPLE_RESTAURANT = buildActivity({
  id: -1,
  name: 'Sample Taqueria',
  category: 'food',
  subcategory: 'Mexican',
  description: 'A sample restaurant card: price tier, rating and hours.',
  price_level: 1,
});

export const SAMPLE_CONCERT = buildActivity({
  id: -2,
  name: 'Sample Jazz Night',
  category: 'concerts',
  subcategory: 'Jazz',
  source: 'sample',
  start_time: '2026-12-05T03:00:00Z',
  venue_name: 'Sample Hall',
  description: 'A sample concert card with a date banner.',
  business_hours: null,
  menu_url: null,
});

export const SAMPLE_VENUE = buildActivity({
  id: -3,
  name: 'Sample Ballroom',
  category: 'concerts',
  subcategory: 'Indie',
  description: 'A venue with no specific event.',
  business_hours: null,
  menu_url: null,
});

export const SAMPLE_GAME = buildActivity({
  id: -4,
  name: 'Sample Game Night',
  category: 'professional_sports',
  subcategory: 'Hockey',
  source: 'sample',
  start_time: null,
  description: 'A sample game whose date is not set yet.',
  event_details: { teams: ['Home Team', 'Away Team'] },
  business_hours: null,
  menu_url: null,
});

export const SAMPLE_PARK = buildActivity({
  id: -5,
  name: 'Sample Park',
  category: 'outdoors',
  subcategory: 'Parks',
  description: 'A sample outdoor card for the generic layout.',
  business_hours: null,
  menu_url: null,
  price_level: null,
});

/**
 * The app's own category artwork: the server's /api/placeholder images are
 * grey boxes reading '600 × 400', which look like a broken card.
 */
export const SAMPLE_PHOTOS = [
  {
    url: '/images/categories/food.svg',
    display_order: 0,
    quality_score: 95,
  },
  { url: '/images/categories/nightlife.svg', display_order: 1 },
  { url: '/images/categories/entertainment.svg', display_order: 2 },
];

/** Every subcategory with its category, for the illustration gallery. */
export const ALL_SUBCATEGORIES = PLAN_CATEGORIES.flatMap((category) =>
  category.subcategories.map((subcategory) => ({
    category: category.id,
    subcategory,
  })),
);
