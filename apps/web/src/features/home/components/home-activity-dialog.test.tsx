import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { renderWithProviders } from '../../../testing/render';

import { HomeActivityDialog } from './home-activity-dialog';

describe('HomeActivityDialog', () => {
  it('gives a dated show its event details and a venue none', () => {
    const { unmount } = renderWithProviders(
      <HomeActivityDialog
        activity={buildActivity({
          category: 'concerts',
          name: 'Ogden Theatre',
          start_time: null,
          source: 'curated',
        })}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByText('Event details')).toBeNull();
    unmount();
    renderWithProviders(
      <HomeActivityDialog
        activity={buildActivity({
          category: 'concerts',
          name: 'Jazz Night',
          start_time: '2026-12-05T02:00:00.000Z',
        })}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Event details')).toBeInTheDocument();
  });
});
