import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';

import { PlanCostSummary } from './plan-cost-summary';

describe('PlanCostSummary', () => {
  it('prices unlisted places at their typical price and says so', () => {
    render(
      <PlanCostSummary
        activities={[
          buildActivity({ id: 1, price_level: null }),
          buildActivity({ id: 2, price_level: null }),
          buildActivity({ id: 3, price_level: 2 }),
        ]}
        days={1}
        budget={{ amount: null, type: 'total' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Estimated total: $100.00 (2 prices not listed: typical prices used)',
    );
  });

  it('adds no note when every price is listed', () => {
    render(
      <PlanCostSummary
        activities={[buildActivity({ price_level: 1 })]}
        days={1}
        budget={{ amount: null, type: 'total' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Estimated total: \$25\.00$/,
    );
  });
});
