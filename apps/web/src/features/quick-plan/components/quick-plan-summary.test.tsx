import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { QuickPlanSummary } from './quick-plan-summary';

describe('QuickPlanSummary', () => {
  it('heads its interests one level below the dialog’s h2 title', () => {
    renderWithProviders(
      <QuickPlanSummary
        fromTemplate={false}
        interests={['Food & Dining']}
        budget={{ amount: 100, type: 'total' }}
        dayCount={2}
        radiusMiles={15}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Your interests' }),
    ).toHaveProperty('tagName', 'H3');
  });
});
