import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { CatalogueCredits } from './catalogue-credits';

describe('CatalogueCredits', () => {
  it('lists each source with its attribution and link', async () => {
    server.use(
      http.get('/api/catalogue/sources', () =>
        HttpResponse.json({
          version: 'abc',
          total_places: 2033,
          sources: [
            {
              id: 'denver-parks',
              title: 'Denver Parks',
              publisher: 'City and County of Denver',
              licence: 'CC BY 3.0',
              attribution: 'Contains data from the City and County of Denver.',
              url: 'https://example.org/parks',
              records: 310,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<CatalogueCredits />);
    expect(
      screen.getByRole('status', { name: 'Loading credits' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Denver Parks' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2,033 places/)).toBeInTheDocument();
    expect(
      screen.getByText('Contains data from the City and County of Denver.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://example.org/parks' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/OpenStreetMap contributors · Open Database License/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'https://www.openstreetmap.org/copyright',
      }),
    ).toBeInTheDocument();
  });

  it('shows an error when the sources cannot load', async () => {
    server.use(
      http.get('/api/catalogue/sources', () =>
        HttpResponse.json({ detail: 'no' }, { status: 400 }),
      ),
    );
    renderWithProviders(<CatalogueCredits />);
    expect(
      await screen.findByText('Failed to load data sources'),
    ).toBeInTheDocument();
  });
});
