import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** A dialog at the plan limit: the spec's sentence and the two ways forward. */
export async function expectPlanLimitOffer(dialog: HTMLElement) {
  expect(
    await within(dialog).findByText(
      "You've reached your plans limit. Upgrade to Premium for unlimited access.",
    ),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByRole('link', { name: 'Upgrade to Premium' }),
  ).toHaveAttribute('href', '/pricing');
  expect(
    within(dialog).getByRole('link', { name: 'Compare Plans' }),
  ).toHaveAttribute('href', '/pricing#feature-comparison');
}
