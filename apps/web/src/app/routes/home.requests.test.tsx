import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../lib/auth-storage';
import { answerNoting } from '../../testing/asked-requests';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { Component as Home } from './home';

// The sections' code never arrives, as on a slow phone before it has.
vi.mock('./home-discovery', () => new Promise(() => {}));

/** A device whose position arrives when the test says. */
function controlledGeolocation() {
  let answer: ((position: GeolocationPosition) => void) | undefined;
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (success: PositionCallback) => {
        answer = success;
      },
    },
  });
  return (lat: number, lng: number) =>
    answer?.({ coords: { latitude: lat, longitude: lng } } as never);
}

function backend(asked: string[]) {
  const answer = answerNoting(asked);
  server.use(
    http.get('/api/activities/categories', answer({ categories: [] })),
    http.get('/api/users/me/preferences', answer({})),
    http.get('/api/weather', answer({})),
    http.post('/api/search/on-demand', answer({ activities: [] })),
  );
}

describe('/home asks for its data with the page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the lists once the location is known, without waiting for the sections', async () => {
    const locate = controlledGeolocation();
    const asked: string[] = [];
    backend(asked);
    saveSession('a', 'r', {
      id: 1,
      email: 'ann@example.com',
      username: null,
      full_name: null,
    });
    renderWithProviders(<Home />, { path: '/home', routePath: '/home' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, User!',
    );
    await waitFor(() =>
      expect(asked.sort()).toEqual([
        'GET /api/activities/categories',
        'GET /api/users/me/preferences',
      ]),
    );
    // Content lists load only after detection completes (spec 1 §8).
    expect(asked.some((a) => a.includes('on-demand'))).toBe(false);
    locate(39.75, -105);
    await waitFor(() =>
      expect(asked.filter((a) => a.includes('on-demand'))).toHaveLength(3),
    );
    expect(asked).toContain('GET /api/weather?lat=39.75&lng=-105&days=5');
  });
});
