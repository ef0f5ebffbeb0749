import { http, HttpResponse } from 'msw';

import { server } from './msw-server';

export const SHARE_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

function activity(id: number, name: string, category: string, rating: number) {
  return {
    id,
    name,
    description: `${name} description`,
    category,
    subcategory: null,
    types: [],
    location: '1 Main St',
    address: '1 Main St',
    latitude: 39.7,
    longitude: -105,
    phone_number: null,
    website_url: null,
    ticket_url: null,
    menu_url: null,
    photo_url: null,
    business_hours: null,
    price_level: 2,
    price_range: null,
    rating,
    review_count: 3,
    user_ratings_total: 3,
    start_time: null,
    end_time: null,
    venue_name: null,
    event_details: null,
    source: 'test',
    source_id: String(id),
    attribution: null,
    distance_km: 1.2,
  };
}

export const plan = {
  id: 5,
  title: 'Saturday Fun',
  name: 'Saturday Fun',
  template: 'manual',
  location: { lat: 39.7, lng: -105, address: 'Denver, CO' },
  days: ['2030-05-04', '2030-05-05'],
  start_date: '2030-05-04',
  end_date: '2030-05-05',
  interests: ['food', 'arts'],
  radius: 24140,
  budget: 200,
  budget_type: 'per_day',
  price_range: { min: 0, max: 200 },
  ai_prompt: null,
  note_interests: [],
  activity_count: 2,
  created_at: '2030-01-01T00:00:00.000Z',
  activities: [
    activity(1, 'Taco Corner', 'food', 4.1),
    activity(2, 'Art Museum', 'arts', 4.7),
  ],
};

export function backend(status = 200, planPath = '/api/plans/:id') {
  server.use(
    http.get(planPath, () =>
      status === 200
        ? HttpResponse.json(plan)
        : HttpResponse.json({ detail: 'Plan not found' }, { status }),
    ),
    http.get('/api/weather', () =>
      HttpResponse.json({ detail: 'unavailable' }, { status: 400 }),
    ),
  );
}

/** `count` food places named Place 01, Place 02, … */
export const places = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    activity(i + 1, `Place ${String(i + 1).padStart(2, '0')}`, 'food', 4),
  );

/** Serves the plan with the activities `current()` gives at each request. */
export function servePlanOf(current: () => unknown[]) {
  server.use(
    http.get('/api/plans/:id', () => {
      const activities = current();
      return HttpResponse.json({
        ...plan,
        activities,
        activity_count: activities.length,
      });
    }),
    http.get('/api/weather', () =>
      HttpResponse.json({ detail: 'unavailable' }, { status: 400 }),
    ),
  );
}
