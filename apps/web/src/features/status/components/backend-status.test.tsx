import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { BackendStatus } from './backend-status';

const twoHoursAgo = () =>
  new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();

describe('the backend status tooltip', () => {
  it('lists each live data source in plain words', async () => {
    server.use(
      http.get('/health', () =>
        HttpResponse.json({
          status: 'healthy',
          api_keys: { ticketmaster: false },
          providers: [
            {
              name: 'events:mlb',
              label: 'MLB schedule',
              mode: 'live',
              last_success: twoHoursAgo(),
              last_error: null,
              items: 12,
            },
            {
              name: 'events:nhl',
              label: 'NHL schedule',
              mode: 'fallback',
              last_success: null,
              last_error: 'NHL schedule is unreachable',
              items: 0,
            },
          ],
          time: new Date().toISOString(),
        }),
      ),
    );
    const { user } = renderWithProviders(<BackendStatus />);
    const chip = await screen.findByRole('status', {
      name: 'Backend Connected',
    });
    await user.hover(chip);
    expect(
      await screen.findByText('MLB schedule: live, updated 2 h ago'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('NHL schedule: not reached yet, using built-in data'),
    ).toBeInTheDocument();
  });
});
