import { metroToday } from '@app/shared/metro';
import { http, HttpResponse } from 'msw';

import { server } from '../../../testing/msw-server';
import { signInForTest } from '../../../testing/sign-in';
import { noFriends } from '../../friends/testing/no-friends';

/** The metro's today: the plans fall on it, so the calendar opens on them. */
export const today = metroToday();

/** A scheduled activity on `date`, at `time` (null: any time). */
export function item(
  id: number,
  name: string,
  time: string | null,
  date = today,
) {
  return {
    id,
    activity_id: id,
    planned_date: date,
    planned_time: time,
    estimated_duration_minutes: 90,
    estimated_cost: 25.25,
    priority: 1,
    notes: null,
    is_private: false,
    activity: {
      id,
      name,
      category: 'food',
      subcategory: null,
      location: '1 Main St',
      latitude: 39.7,
      longitude: -105,
    },
  };
}

/** A finalized plan for today, its times out of order and one without. */
export const plan = {
  id: 7,
  title: 'Food Crawl',
  status: 'in_progress',
  start_date: today,
  end_date: today,
  location_name: null,
  description: 'Tasting day',
  notes: null,
  total_estimated_cost: 101,
  created_at: '2026-01-01T00:00:00Z',
  selected_activities: [
    item(1, 'Late Dinner', '19:00'),
    item(2, 'Whenever Cafe', null),
    item(3, 'Brunch Spot', '09:30'),
    item(4, 'Lunch Place', '12:15'),
  ],
};

/** The one draft plan. */
export const draft = {
  id: 21,
  title: 'Morning Food and Dining Plan - Sun, Nov 22 - Mon, Nov 23',
  name: 'Morning Food and Dining Plan - Sun, Nov 22 - Mon, Nov 23',
  template: 'manual',
  location: { lat: 39.7, lng: -105, address: 'Cherry Creek' },
  days: ['2026-11-22', '2026-11-23'],
  start_date: '2026-11-22',
  end_date: '2026-11-23',
  interests: ['food'],
  radius: 24140,
  budget: 200,
  budget_type: 'total',
  price_range: null,
  ai_prompt: null,
  note_interests: [],
  activity_count: 12,
  created_at: '2026-11-01T00:00:00Z',
};

/**
 * Signs in and answers My Plans' requests for `plans` and the draft; the
 * returned state shows what was deleted.
 */
export function backend(plans: unknown[] = [plan]) {
  signInForTest();
  const state = { plans, drafts: [draft], deleted: [] as string[] };
  server.use(
    http.get('/api/plans', () => HttpResponse.json(state.drafts)),
    http.delete('/api/plans/:id', ({ params }) => {
      state.deleted.push(`draft ${String(params.id)}`);
      state.drafts = [];
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/finalized-plans', () => HttpResponse.json(state.plans)),
    http.get('/api/group-plans/invitations', () => HttpResponse.json([])),
    // The user's own plan, never shared.
    http.get('/api/group-plans/:id', ({ params }) =>
      HttpResponse.json({
        plan_id: Number(params.id),
        is_group_plan: false,
        my_role: 'owner',
        my_status: 'joined',
        participants: [],
        votes: [],
      }),
    ),
    noFriends(),
    http.get(
      '/api/premium/check-limits',
      () => new HttpResponse(null, { status: 404 }),
    ),
    http.delete('/finalized-plans/:id', ({ params }) => {
      state.deleted.push(String(params.id));
      state.plans = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
