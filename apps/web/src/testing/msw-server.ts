import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Tests add their handlers with server.use(...); unhandled requests fail.
 * What many pages ask for in the background has a quiet default here.
 */
export const server = setupServer(
  // The profile page lists the apps connected to the account: none by default.
  http.get('/api/users/me/access-tokens', () => HttpResponse.json([])),
  http.get('/api/locations/suggest', ({ request }) =>
    HttpResponse.json({
      query: new URL(request.url).searchParams.get('q') ?? '',
      results: [],
    }),
  ),
  // An open finalized plan says who is viewing it and shows its costs and
  // leave-by times, and a group plan its votes: nobody else, nobody going,
  // no home area and no votes by default.
  http.put('*/api/finalized-plans/:id/presence', ({ params }) =>
    HttpResponse.json({ plan_id: Number(params.id), viewers: [] }),
  ),
  http.delete(
    '*/api/finalized-plans/:id/presence/:clientId',
    () => new HttpResponse(null, { status: 204 }),
  ),
  http.get('*/api/finalized-plans/:id/cost-shares', () =>
    HttpResponse.json({
      items: [],
      members: [],
      total: 0,
      has_typical_prices: false,
    }),
  ),
  http.get('*/api/finalized-plans/:id/leave-by', () =>
    HttpResponse.json({ home_area: null, items: [] }),
  ),
  http.get('*/api/home-area', () => HttpResponse.json(null)),
  http.get('*/api/group-plans/:id/polls', () => HttpResponse.json([])),
);
