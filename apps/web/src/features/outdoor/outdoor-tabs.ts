import type { Activity } from '@app/shared/activity';

import { buildActivity } from '../../components/activity-cards/activity-fixture';

export type OutdoorTab = 'all' | 'hiking' | 'camping';

const matches = (activity: Activity, pattern: RegExp) =>
  pattern.test(activity.name) || pattern.test(activity.subcategory ?? '');

/** Spec 2 §2: hiking is a name with trail or hike; camping and parks, camp or park. */
export function outdoorTab(activities: Activity[], tab: OutdoorTab) {
  if (tab === 'hiking')
    return activities.filter((a) => matches(a, /trail|hik/i));
  if (tab === 'camping')
    return activities.filter((a) => matches(a, /camp|park/i));
  return activities;
}

/** Shown only when the catalogue cannot be reached; not a real place. */
export const SAMPLE_TRAIL = buildActivity({
  id: -101,
  name: 'Sample Ridge Trail',
  category: 'outdoors',
  subcategory: 'Hiking',
  types: ['hiking_area'],
  description:
    'Sample data: a made-up trail that shows how the outdoor card works.',
  location: null,
  address: null,
  phone_number: null,
  website_url: null,
  menu_url: null,
  business_hours: null,
  price_level: null,
  rating: 0,
  review_count: 0,
  user_ratings_total: 0,
  source: 'sample',
  source_id: 'sample-ridge-trail',
  event_details: { trail_length: '4 miles', elevation_gain: '900 ft' },
});
