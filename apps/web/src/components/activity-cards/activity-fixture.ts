import type { Activity } from '@app/shared/activity';

/** A complete sample activity (component tests, design showcase); override only what matters. */
export function buildActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    name: 'Snooze an A.M. Eatery',
    description:
      'Breakfast and brunch in a bright diner. Pancake flights daily.',
    category: 'food',
    subcategory: 'Brunch',
    types: ['restaurant'],
    location: '2262 Larimer St, Denver, CO',
    address: '2262 Larimer St, Denver, CO 80205',
    latitude: 39.7541,
    longitude: -104.9886,
    phone_number: '(303) 297-0700',
    website_url: 'https://example.org/snooze',
    ticket_url: null,
    menu_url: 'https://example.org/snooze/menu',
    photo_url: null,
    business_hours: { monday: ['06:30-14:30'], saturday: ['06:30-15:00'] },
    price_level: 2,
    price_range: null,
    rating: 4.5,
    review_count: 12,
    user_ratings_total: 12,
    start_time: null,
    end_time: null,
    venue_name: null,
    event_details: null,
    source: 'curated',
    source_id: 'snooze-larimer',
    attribution: null,
    ...overrides,
  };
}
