import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { renderWithProviders } from '../../../testing/render';

import { AiResultCard } from './ai-result-card';

describe('AiResultCard', () => {
  it("names the generic card's View Details by its activity", async () => {
    const onViewDetails = vi.fn();
    renderWithProviders(
      <AiResultCard
        result={{
          ...buildActivity({
            id: 7,
            name: 'Clyfford Still Museum',
            category: 'arts',
          }),
          relevance_score: 0.8,
          ai_explanation: 'A museum, as you asked.',
          other_dates: [],
        }}
        actions={{ onViewDetails }}
      />,
    );
    const button = screen.getByRole('button', {
      name: 'View details of Clyfford Still Museum',
    });
    expect(button).toHaveTextContent('View Details');
    await userEvent.click(button);
    expect(onViewDetails).toHaveBeenCalled();
  });

  it('shows the match, the next of several dates and why it matches, on the generic card and on a kind card', () => {
    const why = 'Close to what you asked.';
    renderWithProviders(
      <>
        <AiResultCard
          result={{
            ...buildActivity({ id: 7, name: 'Jazz Night', category: 'arts' }),
            start_time: '2030-06-01T19:00:00',
            relevance_score: 0.84,
            ai_explanation: why,
            other_dates: ['2030-06-08T19:00:00', '2030-06-15T19:00:00'],
          }}
          actions={{ onViewDetails: () => {} }}
        />
        <AiResultCard
          result={{
            ...buildActivity({ id: 8, name: 'Snooze', category: 'food' }),
            relevance_score: 0.5,
            ai_explanation: why,
            other_dates: [],
          }}
          actions={{ onViewDetails: () => {} }}
        />
      </>,
    );
    const [generic, food] = screen.getAllByRole('article');
    expect(generic).toHaveAccessibleName('Jazz Night');
    expect(within(generic!).getByText('84% match')).toBeVisible();
    expect(
      within(generic!).getByText(/^Next: .*\(\+2 more dates\)$/),
    ).toBeVisible();
    expect(
      within(generic!).getByRole('heading', { name: 'Why this matches' }),
    ).toBeVisible();
    expect(within(food!).getByText('50% match')).toBeVisible();
    expect(within(food!).getByText(why)).toBeVisible();
    expect(within(food!).queryByText(/^Next: /)).toBeNull();
  });
});
