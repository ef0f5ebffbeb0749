import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';

export const food = buildActivity({
  id: 1,
  name: 'Tacos Place',
  category: 'food',
});
const park = buildActivity({
  id: 2,
  name: 'City Park',
  category: 'outdoors',
});

/**
 * The catalogue's list, 50 a page, and its count: `total` when given, else
 * the count call answers 404 (a server without it) and the chip says '50+'.
 */
export function catalogue(
  seen: URLSearchParams[],
  pageSize = 50,
  total?: number,
  counted: URLSearchParams[] = [],
) {
  server.use(
    http.get('/api/activities/count', ({ request }) => {
      counted.push(new URL(request.url).searchParams);
      return total === undefined
        ? HttpResponse.json({ detail: 'Not Found' }, { status: 404 })
        : HttpResponse.json({ total });
    }),
    http.get('/api/activities', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const category = params.get('category');
      const offset = Number(params.get('offset') ?? 0);
      if (params.get('search') === 'nothing') return HttpResponse.json([]);
      if (category === 'outdoors') return HttpResponse.json([park]);
      if (offset > 0) return HttpResponse.json([park]);
      const page = Array.from({ length: pageSize }, (_, i) =>
        buildActivity({ id: 100 + i, name: `Place ${i}`, category: 'arts' }),
      );
      return HttpResponse.json(category ? [food] : page);
    }),
  );
}

/**
 * The browser's position: `answer` replies to each request (or keeps the
 * request open); undone after each test.
 */
export function stubPosition(
  answer: (ok: PositionCallback, fail: PositionErrorCallback) => void,
) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

export const at = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;

export const refused = { code: 1 } as GeolocationPositionError;

/** Undoes a browse test's position, globals, spies and kept scroll places. */
export function resetBrowse() {
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Scroll places are kept per history entry; the next test's entries reuse the keys.
  sessionStorage.clear();
}
