import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { DEFAULT_FILTERS } from '../hooks/plan-filters';

import { PlanFilterBar } from './plan-filter-bar';

describe('PlanFilterBar', () => {
  it('names the minimum rating’s starting choice No minimum, not Empty', () => {
    renderWithProviders(
      <PlanFilterBar filters={DEFAULT_FILTERS} onChange={() => {}} />,
    );
    expect(screen.getByRole('radio', { name: 'No minimum' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Empty' })).toBeNull();
  });
});
