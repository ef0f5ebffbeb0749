import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Tests add their handlers with server.use(...); unhandled requests fail.
 * Every place field asks for suggestions as it is typed in: none by default.
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
);
