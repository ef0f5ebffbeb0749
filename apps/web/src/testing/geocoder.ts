import { http, HttpResponse } from 'msw';

import { server } from './msw-server';

/** The geocoder knows LoDo only; each query is added to `asked`. */
export function serveGeocoder(asked: string[] = []) {
  server.use(
    http.get('/api/locations/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      const results =
        q === 'LoDo'
          ? [
              {
                name: 'LoDo',
                type: 'neighborhood',
                formatted_address: 'LoDo, Denver, CO',
                latitude: 39.7527,
                longitude: -105.0003,
                activity_id: null,
              },
            ]
          : [];
      return HttpResponse.json({ query: q, results });
    }),
  );
  return asked;
}
