import type { FinalizePlanInput } from '@app/shared/finalized-plans';
import type { TrueDiscoveryResponse } from '@app/shared/recommendations';
import type { AiDiscoveryResponse } from '@app/shared/weekend-discovery';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { WeekendDiscoveryPanel } from './weekend-discovery-panel';

/** A restaurant without a price level: cards say '$15-35', so about $25. */
const tacos = buildActivity({
  id: 41,
  name: 'Tacos Tequila Whiskey',
  category: 'food',
  subcategory: 'Mexican',
  price_level: null,
});
/** A museum at price level 2: $50 like any other plan's stop. */
const museum = buildActivity({
  id: 42,
  name: 'Clyfford Still Museum',
  category: 'arts',
  subcategory: 'Museums',
  price_level: 2,
});

const personalization = {
  relevance_score: 0.9,
  enhancement_status: 'complete' as const,
  timing_recommendation: 'Go early.',
  travel_time_minutes: 10,
  crowd_prediction: 'Quiet',
  weather_suitability: 100,
  personalized_tips: ['Book ahead.'],
  friend_compatibility: null,
};

const answer: AiDiscoveryResponse = {
  activities: [
    {
      id: museum.id,
      name: museum.name,
      address: museum.address,
      rating: museum.rating,
      category: museum.category,
      subcategory: museum.subcategory,
      photo_url: null,
      description: null,
      start_time: null,
      personalization,
    },
  ],
  social_discoveries: [],
  suggested_itineraries: [
    {
      date: '2026-11-28',
      slots: [
        {
          activity_id: museum.id,
          activity_name: museum.name,
          start_time: '10:00',
          end_time: '12:00',
          is_meal_break: false,
          travel_time_to_next: 10,
          travel_mode_to_next: 'walking',
        },
        {
          activity_id: tacos.id,
          activity_name: tacos.name,
          start_time: '12:10',
          end_time: '13:10',
          is_meal_break: true,
          travel_time_to_next: 0,
          travel_mode_to_next: null,
        },
      ],
      total_travel_time: 10,
      weather_adjusted: false,
      weather_note: null,
      explanation: 'Two stops close together.',
      explanation_engine: 'local',
    },
  ],
  trending_locally: [],
  weather_is_estimate: true,
};

const nothingNew: TrueDiscoveryResponse = {
  discoveries: [],
  explanation: 'Nothing new yet.',
  explanation_engine: 'local',
  categories: [],
};

function discoveryServer(plans: FinalizePlanInput[]) {
  server.use(
    http.post('/api/ai/true-discovery', () => HttpResponse.json(nothingNew)),
    http.post('/api/ai/enhanced/search', () => HttpResponse.json(answer)),
    http.get('/api/activities/:id', ({ params }) =>
      HttpResponse.json(Number(params.id) === tacos.id ? tacos : museum),
    ),
    http.post('/finalized-plans', async ({ request }) => {
      plans.push((await request.json()) as FinalizePlanInput);
      return HttpResponse.json({ id: 9 });
    }),
  );
}

async function discover() {
  signInForTest();
  const rendered = renderWithProviders(<WeekendDiscoveryPanel />, {
    extraRoutes: [{ path: '/my-plans', element: <p>My plans</p> }],
  });
  await rendered.user.type(
    screen.getByLabelText('What would you like to do this weekend?'),
    'museum and tacos',
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Discover' }));
  await screen.findByText('Personalized Recommendations');
  return rendered;
}

describe('WeekendDiscoveryPanel', () => {
  it('links each recommendation to its activity page', async () => {
    discoveryServer([]);
    const { user, router } = await discover();
    const link = screen.getByRole('link', { name: museum.name });
    expect(link).toHaveAttribute('href', `/activity/${museum.id}`);

    link.focus();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/activity/${museum.id}`);
  });

  it('prices each stop of a used itinerary like any other plan', async () => {
    const plans: FinalizePlanInput[] = [];
    discoveryServer(plans);
    const { user } = await discover();
    await user.click(
      screen.getByRole('button', { name: 'Use This Itinerary' }),
    );
    expect(await screen.findByText('My plans')).toBeInTheDocument();
    expect(
      plans[0]!.selected_activities.map((stop) => [
        stop.activity_id,
        stop.estimated_cost,
      ]),
    ).toEqual([
      [museum.id, 50],
      [tacos.id, 25],
    ]);
  });

  it('says at the plan limit why, beside the button pressed, and offers the upgrade', async () => {
    discoveryServer([]);
    const limit =
      "You've reached your plans limit. Upgrade to Premium for unlimited access.";
    server.use(
      http.post('/finalized-plans', () =>
        HttpResponse.json({ detail: limit }, { status: 403 }),
      ),
      http.get('/api/premium/upgrade-prompt/:feature', ({ params }) =>
        HttpResponse.json({
          feature: params.feature,
          title: 'Plan Without Limits',
          message: limit,
          benefits: ['Unlimited plans, favorites and bucket list'],
        }),
      ),
    );
    const { user } = await discover();
    const use = screen.getByRole('button', { name: 'Use This Itinerary' });
    await user.click(use);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limit);
    expect(screen.queryByText('Failed to create plan')).toBeNull();
    // In the day's own panel, next to its button, not at the top of the tab.
    expect(use.parentElement).toContainElement(alert);

    await user.click(within(alert).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Plan Without Limits',
    });
    expect(
      within(dialog).getByRole('button', { name: 'Compare Plans' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Upgrade Now' }),
    ).toBeInTheDocument();
  });

  it("shows the server's words for any other failure, with no upgrade", async () => {
    discoveryServer([]);
    server.use(
      http.post('/finalized-plans', () =>
        HttpResponse.json(
          { detail: 'Service temporarily unavailable' },
          { status: 503 },
        ),
      ),
    );
    const { user } = await discover();
    await user.click(
      screen.getByRole('button', { name: 'Use This Itinerary' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('says above the answer what could not be met and what stands in for it', async () => {
    discoveryServer([]);
    const unmet = {
      constraint: 'In Boulder',
      alternative:
        'Nothing of the kind is listed inside Boulder; these are the nearest, within 32.4 miles of it.',
    };
    server.use(
      http.post('/api/ai/enhanced/search', () =>
        HttpResponse.json({ ...answer, unmet_constraints: [unmet] }),
      ),
    );
    await discover();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Not everything you asked could be met');
    expect(status).toHaveTextContent(
      `${unmet.constraint}: ${unmet.alternative}`,
    );
    // Above the recommendations, not among the days' notes.
    expect(
      status.compareDocumentPosition(
        screen.getByText('Personalized Recommendations'),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no such summary when everything was met', async () => {
    discoveryServer([]);
    await discover();
    expect(
      screen.queryByText('Not everything you asked could be met'),
    ).toBeNull();
  });

  it('shows timing only when the result has some', async () => {
    discoveryServer([]);
    const place = {
      ...answer.activities[0]!,
      personalization: { ...personalization, timing_recommendation: '' },
    };
    server.use(
      http.post('/api/ai/enhanced/search', () =>
        HttpResponse.json({ ...answer, activities: [place] }),
      ),
    );
    await discover();
    expect(
      screen.getByText('Weather suitability 100% (estimate).', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
  });
});
