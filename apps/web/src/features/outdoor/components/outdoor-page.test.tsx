import type { Activity } from '@app/shared/activity';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { OutdoorPage } from './outdoor-page';

const place = (
  id: number,
  name: string,
  subcategory: string,
  latitude: number,
  longitude: number,
) =>
  buildActivity({
    id,
    name,
    category: 'outdoors',
    subcategory,
    latitude,
    longitude,
    rating: 0,
    review_count: 0,
  });

/** Unrated like the real catalogue: more A-named city parks than one page holds. */
const catalogue: Activity[] = [
  ...Array.from({ length: 60 }, (_, i) =>
    place(100 + i, `Aspen Park ${i}`, 'Parks', 39.85, -104.8),
  ),
  place(1, 'Civic Center Park', 'Parks', 39.7379, -104.9897),
  place(2, 'Red Rocks Park', 'Hiking', 39.6659, -105.2056),
  place(3, 'Mount Falcon Park', 'Hiking', 39.6386, -105.1963),
];

/** Serves the catalogue as GET /api/activities does: filter, sort, then the page. */
function serveCatalogue(seen: URLSearchParams[]) {
  server.use(
    http.get('/api/activities', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const subcategory = params.get('subcategory');
      const lat = Number(params.get('lat'));
      const lng = Number(params.get('lng'));
      const away = (a: Activity) =>
        (a.latitude - lat) ** 2 + (a.longitude - lng) ** 2;
      const found = catalogue
        .filter((a) => !subcategory || a.subcategory === subcategory)
        .sort((a, b) =>
          params.get('sort') === 'distance'
            ? away(a) - away(b)
            : a.name.localeCompare(b.name),
        );
      return HttpResponse.json(found.slice(0, Number(params.get('limit'))));
    }),
  );
}

describe('OutdoorPage', () => {
  it('shows the foothills trails and the central parks, not just A-named parks', async () => {
    const seen: URLSearchParams[] = [];
    serveCatalogue(seen);
    renderWithProviders(<OutdoorPage />);

    expect(await screen.findByText('Red Rocks Park')).toBeInTheDocument();
    expect(screen.getByText('Mount Falcon Park')).toBeInTheDocument();
    expect(screen.getByText('Civic Center Park')).toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: 'Hiking Trails (2)' }),
    ).toBeInTheDocument();
    for (const params of seen) {
      expect(Number(params.get('limit'))).toBeLessThanOrEqual(50);
    }
  });
});
