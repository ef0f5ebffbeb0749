import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import LandingSections from './landing-sections';

describe('LandingSections', () => {
  it('draws the four sections a commit each, in the page order', async () => {
    server.use(
      http.get('/api/activities/categories', () =>
        HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
      ),
    );
    const headingsPerCommit: number[] = [];
    renderWithProviders(
      <Profiler
        id="sections"
        onRender={() =>
          headingsPerCommit.push(document.querySelectorAll('section h2').length)
        }
      >
        <LandingSections />
      </Profiler>,
    );

    await screen.findByRole('heading', { name: 'Popular places' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    ).toEqual([
      'How It Works',
      'Something for every mood',
      'A sample Saturday',
      'Popular places',
    ]);
    // Each commit adds one section; none adds two at once.
    expect(headingsPerCommit.slice(0, 4)).toEqual([1, 2, 3, 4]);
  });
});
