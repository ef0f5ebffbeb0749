import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { HomeAreaSetting } from './home-area-setting';

/** No home area until one is saved; the geocoder knows Highlands only. */
function serveHome() {
  let saved: Record<string, unknown> | null = null;
  const calls: string[] = [];
  server.use(
    http.get('*/api/home-area', () => HttpResponse.json(saved)),
    http.get('*/api/locations/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      return HttpResponse.json({
        results:
          q === 'Highlands'
            ? [{ name: 'Highlands', latitude: 39.76, longitude: -105.01 }]
            : [],
      });
    }),
    http.put('*/api/home-area', async ({ request }) => {
      saved = (await request.json()) as Record<string, unknown>;
      calls.push(`PUT ${JSON.stringify(saved)}`);
      return HttpResponse.json(saved);
    }),
    http.delete('*/api/home-area', () => {
      saved = null;
      calls.push('DELETE');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('HomeAreaSetting', () => {
  it('finds, saves and clears the home area', async () => {
    signInForTest();
    const calls = serveHome();
    renderWithProviders(<HomeAreaSetting />);
    const field = await screen.findByLabelText('Home area');
    await userEvent.type(field, 'Nowhere{Enter}');
    expect(
      await screen.findByText(/No place found for “Nowhere”/),
    ).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'Highlands{Enter}');
    expect(await screen.findByText('Highlands')).toBeVisible();
    expect(calls).toEqual([
      'PUT {"name":"Highlands","latitude":39.76,"longitude":-105.01}',
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Clear home area' }),
    );
    await waitFor(() => expect(calls).toContain('DELETE'));
    expect(await screen.findByLabelText('Home area')).toHaveValue('');
  });

  it('changes a saved home area, or keeps it on Cancel', async () => {
    signInForTest();
    const calls = serveHome();
    renderWithProviders(<HomeAreaSetting />);
    await userEvent.type(
      await screen.findByLabelText('Home area'),
      'Highlands{Enter}',
    );
    expect(await screen.findByText('Highlands')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Cancel' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const field = screen.getByLabelText('Home area');
    expect(field).toHaveValue('Highlands');
    await userEvent.clear(field);
    await userEvent.type(field, 'Elsewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Highlands')).toBeVisible();
    expect(screen.queryByLabelText('Home area')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says so when the home area cannot load', async () => {
    signInForTest();
    server.use(
      http.get('*/api/home-area', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(<HomeAreaSetting />);
    expect(
      await screen.findByText('Could not load your home area.'),
    ).toBeInTheDocument();
  });
});
