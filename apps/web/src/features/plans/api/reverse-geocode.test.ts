import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';

import { reverseGeocode } from './reverse-geocode';

describe('reverseGeocode', () => {
  it('names the point by the address the server found', async () => {
    server.use(
      http.post('/api/locations', () =>
        HttpResponse.json({ formatted_address: 'Five Points, Denver, CO' }),
      ),
    );
    expect(await reverseGeocode(39.758, -104.978)).toEqual({
      text: 'Five Points, Denver, CO',
      note: null,
    });
  });

  it('never shows raw coordinates, even when the service is at its limits', async () => {
    server.use(
      http.post('/api/locations', () =>
        HttpResponse.json(
          {
            detail:
              'Location service temporarily unavailable due to usage limits.',
          },
          { status: 429 },
        ),
      ),
    );
    const { text, note } = await reverseGeocode(39.758, -104.978);
    expect(text).toBe('My current location');
    expect(text).not.toMatch(/\d/);
    expect(note).toMatch(/usage limits/);
  });
});
