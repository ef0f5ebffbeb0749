import { screen } from '@testing-library/react';
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
});
