import { http, HttpResponse } from 'msw';

import { server } from '../../../testing/msw-server';

/** A template's card as the list sends it, with `over` changed. */
export const summary = (over: Record<string, unknown>) => ({
  id: 'classic-date-night',
  name: 'Classic Date Night',
  description: 'Dinner and a show.',
  category: 'date_night',
  season: null,
  duration_days: 1,
  total_estimated_cost: 140,
  group_size_recommendation: '2 people',
  usage_count: 3,
  activities_count: 3,
  is_premium: false,
  ...over,
});

/** Classic Date Night opened: one evening at Real Bistro. */
const detail = {
  ...summary({}),
  activities: [
    {
      activity_id: 11,
      name: 'Real Bistro',
      day: 1,
      time_slot: 'evening',
      description: 'Dinner for two.',
      duration_hours: 2,
      estimated_cost: 50,
      category: 'food',
      tips: ['Book ahead for groups on weekends.'],
    },
  ],
};

/**
 * The templates list (two, or one for BBQ), one template's details and the
 * usage tracking: `seen` gets each category asked for, `tracked` each event.
 */
export function handlers(seen: string[], tracked: unknown[] = []) {
  server.use(
    http.get('/api/ai/enhanced/templates', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      seen.push(category ?? 'all');
      const templates =
        category === 'bbq'
          ? [
              summary({
                id: 'bbq-and-brews',
                name: 'BBQ and Brews',
                category: 'bbq',
              }),
            ]
          : [
              summary({}),
              summary({
                id: 'bachelor-weekend',
                name: 'Bachelor Weekend',
                usage_count: 51,
                duration_days: 2,
              }),
            ];
      return HttpResponse.json({ templates, total: templates.length });
    }),
    http.get('/api/ai/enhanced/templates/:id', () => HttpResponse.json(detail)),
    http.post('/api/ai/enhanced/track-premium-feature', async ({ request }) => {
      tracked.push(await request.json());
      return HttpResponse.json({ status: 'tracked' }, { status: 201 });
    }),
  );
}
