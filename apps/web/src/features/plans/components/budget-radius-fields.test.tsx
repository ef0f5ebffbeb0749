import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { BudgetRadiusFields } from './budget-radius-fields';
import { RADIUS_MILES } from './budget-radius-ranges';

const noop = () => {};

describe('BudgetRadiusFields', () => {
  it('starts the radius on one of its stops, and says it in miles', () => {
    renderWithProviders(
      <BudgetRadiusFields
        budget={200}
        budgetType="total"
        radiusMiles={RADIUS_MILES.initial}
        onBudget={noop}
        onBudgetType={noop}
        onRadius={noop}
      />,
    );
    expect((RADIUS_MILES.initial - RADIUS_MILES.min) % RADIUS_MILES.step).toBe(
      0,
    );
    expect((RADIUS_MILES.max - RADIUS_MILES.min) % RADIUS_MILES.step).toBe(0);
    const radius = screen.getByRole('slider', {
      name: 'Search Radius: 15 miles',
    });
    expect(radius).toHaveValue('15');
    expect(radius).toHaveAttribute('aria-valuetext', '15 miles');
    expect(
      screen.getByRole('slider', { name: 'Budget: $200' }),
    ).toHaveAttribute('aria-valuetext', '$200');
  });
});
