import type { AiSearchResponse } from '@app/shared/search';
import { EMPTY_PARSED_SEARCH } from '@app/shared/search';
import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../components/activity-cards/activity-fixture';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as AiResults } from './ai-results';

const response = (
  overrides: Partial<AiSearchResponse> = {},
): AiSearchResponse => ({
  results: [
    {
      ...buildActivity({ id: 11, name: 'Sushi Den', category: 'food' }),
      relevance_score: 0.92,
      ai_explanation: 'Sushi in Food & Dining, as you asked.',
      other_dates: [],
    },
    {
      ...buildActivity({ id: 12, name: 'Sushi Sasa', category: 'food' }),
      relevance_score: 0.55,
      ai_explanation: 'Its name mentions "sushi".',
      other_dates: [],
    },
  ],
  search_summary: 'Found 2 activities for "cheap sushi".',
  understanding: {
    ...EMPTY_PARSED_SEARCH,
    categories: ['food'],
    subcategories: ['Sushi'],
    price_max: 1,
  },
  metadata: {
    total_results: 2,
    confidence_score: 0.87,
    search_time: 0.04,
    engine: 'local',
  },
  ...overrides,
});

function backend(reply: () => Response = () => HttpResponse.json(response())) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/database-ai/smart-search', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const routes = [
  { path: '/activity/:id', element: <p>Activity page</p> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/dashboard', element: <p>Dashboard page</p> },
];

const renderPage = (path: string) =>
  renderWithProviders(<AiResults />, {
    path,
    routePath: '/ai-results',
    extraRoutes: routes,
  });

describe('AI Search Results page', () => {
  it('searches for ?q= and shows understanding, matches and reasons', async () => {
    const bodies = backend();
    renderPage('/ai-results?q=cheap%20sushi');
    expect(screen.getByRole('status')).toHaveTextContent('Searching');
    expect(await screen.findByText('Sushi Den')).toBeInTheDocument();
    expect(bodies).toEqual([
      { query: 'cheap sushi', categories: [], limit: 20 },
    ]);

    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(
      within(crumbs).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs).getByText('AI Search Results')).toHaveAttribute(
      'aria-current',
      'page',
    );

    const understanding = screen.getByRole('region', {
      name: 'AI Understanding',
    });
    expect(
      within(understanding).getByText('Found 2 activities for "cheap sushi".'),
    ).toBeInTheDocument();
    const chips = within(understanding).getByRole('list', {
      name: 'Understood from your question',
    });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Food & Dining', 'Sushi', 'Up to $ ($10-25)']);
    expect(understanding).toHaveTextContent('Excellent match');

    const first = screen.getByRole('article', { name: 'Sushi Den' });
    expect(within(first).getByText('92% match')).toBeInTheDocument();
    expect(within(first).getByText('Why this matches')).toBeInTheDocument();
    expect(
      within(first).getByText('Sushi in Food & Dining, as you asked.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Sushi Sasa' })).getByText(
        '55% match',
      ),
    ).toBeInTheDocument();
  });

  it('opens the activity page from View Details', async () => {
    backend();
    const { user, router } = renderPage('/ai-results?q=sushi');
    const card = await screen.findByRole('article', { name: 'Sushi Sasa' });
    await user.click(
      within(card).getByRole('button', { name: 'View details of Sushi Sasa' }),
    );
    expect(router.state.location.pathname).toBe('/activity/12');
  });

  it('sends anonymous favorite and bucket-list clicks to /login', async () => {
    backend();
    const { user } = renderPage('/ai-results?q=sushi');
    const card = await screen.findByRole('article', { name: 'Sushi Den' });
    await user.click(
      within(card).getByRole('button', { name: 'Add to favorites' }),
    );
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('shows saved state for signed-in users', async () => {
    signInForTest();
    backend();
    server.use(
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: [11] }),
      ),
      http.get('/api/bucket-list/ids', () =>
        HttpResponse.json({ items: [{ id: 3, activity_id: 12 }] }),
      ),
    );
    renderPage('/ai-results?q=sushi');
    const den = await screen.findByRole('article', { name: 'Sushi Den' });
    expect(
      await within(den).findByRole('button', { name: 'Remove from favorites' }),
    ).not.toHaveAttribute('aria-pressed');
    const sasa = screen.getByRole('article', { name: 'Sushi Sasa' });
    expect(
      await within(sasa).findByRole('button', {
        name: 'Remove from bucket list',
      }),
    ).toBeInTheDocument();
  });

  it('shows the empty state with a way back', async () => {
    backend(() =>
      HttpResponse.json(
        response({
          results: [],
          search_summary: 'No activities matched "zzz".',
          metadata: {
            total_results: 0,
            confidence_score: 0,
            search_time: 0.01,
            engine: 'local',
          },
        }),
      ),
    );
    const { user } = renderPage('/ai-results?q=zzz');
    expect(
      await screen.findByText(
        'No activities found matching your search criteria.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('says so when there is no query, without calling the server', async () => {
    const bodies = backend();
    renderPage('/ai-results?q=%20%20');
    expect(screen.getByText('No search query provided')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to Dashboard' }),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows the search error and retries on request', async () => {
    let fail = true;
    backend(() =>
      fail
        ? HttpResponse.json(
            {
              detail: 'Too many searches. Please wait a minute and try again.',
            },
            { status: 429 },
          )
        : HttpResponse.json(response()),
    );
    const { user } = renderPage('/ai-results?q=sushi');
    expect(
      await screen.findByText(
        'Too many searches. Please wait a minute and try again.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Sushi Den')).toBeInTheDocument();
  });

  it('offers no retry when the server refuses the question itself', async () => {
    const bodies = backend(() =>
      HttpResponse.json(
        {
          detail: [{ loc: ['body', 'query'], msg: 'Too big', type: 'too_big' }],
        },
        { status: 422 },
      ),
    );
    renderPage('/ai-results?q=sushi');
    expect(
      await screen.findByText(
        'This question could not be searched. Try asking it another way.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Try Again' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Ask another question' }),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('cuts a question too long for the API at a word and says so', async () => {
    const bodies = backend();
    const long = Array.from({ length: 150 }, (_, i) => `jazz${i}`).join(' ');
    expect(long.length).toBeGreaterThan(AI_SEARCH_MAX_QUERY_LENGTH);
    renderPage(`/ai-results?q=${encodeURIComponent(long)}`);
    expect(await screen.findByText('Sushi Den')).toBeInTheDocument();
    const sent = (bodies[0] as { query: string }).query;
    expect(sent.length).toBeLessThanOrEqual(AI_SEARCH_MAX_QUERY_LENGTH);
    expect(long.startsWith(`${sent} `)).toBe(true);
    expect(
      screen.getByText(/only the part shown above was searched/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: `Results for “${sent}”` }),
    ).toBeInTheDocument();
  });

  it('sends a question with a NUL byte in its link without the NUL', async () => {
    const bodies = backend();
    renderPage('/ai-results?q=sushi%00tonight');
    expect(await screen.findByText('Sushi Den')).toBeInTheDocument();
    expect(bodies).toEqual([
      { query: 'sushi tonight', categories: [], limit: 20 },
    ]);
    expect(
      screen.queryByText(/only the part shown above was searched/),
    ).not.toBeInTheDocument();
  });

  it('runs a new search from Ask another question and ignores blank text', async () => {
    const bodies = backend();
    const { user, router } = renderPage('/ai-results?q=sushi');
    await screen.findByText('Sushi Den');
    const box = screen.getByRole('textbox', { name: 'Ask another question' });
    await user.type(box, '   {Enter}');
    expect(router.state.location.search).toBe('?q=sushi');
    await user.clear(box);
    await user.type(box, 'tacos tonight{Enter}');
    expect(router.state.location.search).toBe('?q=tacos%20tonight');
    await screen.findByRole('heading', { name: 'Results for “tacos tonight”' });
    expect(bodies).toContainEqual({
      query: 'tacos tonight',
      categories: [],
      limit: 20,
    });
  });

  it('takes the query from navigation state', async () => {
    const bodies = backend();
    const { router } = renderPage('/dashboard');
    await router.navigate('/ai-results', { state: { query: 'date night' } });
    expect(await screen.findByText('Sushi Den')).toBeInTheDocument();
    expect(bodies).toEqual([
      { query: 'date night', categories: [], limit: 20 },
    ]);
  });
});
