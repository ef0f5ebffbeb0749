import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { OnboardingWizard } from './onboarding-wizard';

const STEPS = ['Welcome', 'Interests', 'Finish'].map((title) => ({
  title,
  content: <p>{`${title} content`}</p>,
}));

describe('OnboardingWizard stepper', () => {
  it('marks the current step for assistive tech and says which are done', async () => {
    const { user } = renderWithProviders(
      <OnboardingWizard
        steps={STEPS}
        onSkip={vi.fn()}
        onComplete={vi.fn()}
        isSaving={false}
      />,
    );
    const stepper = screen.getByRole('list', { name: 'Setup steps' });
    const current = () =>
      within(stepper)
        .getAllByRole('listitem')
        .filter((step) => step.getAttribute('aria-current') === 'step');

    expect(current()).toHaveLength(1);
    expect(current()[0]).toHaveTextContent(/Welcome$/);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveLength(1);
    expect(current()[0]).toHaveTextContent(/Interests$/);
    const [welcome] = within(stepper).getAllByRole('listitem');
    expect(welcome).toHaveTextContent('Welcome (completed)');
    expect(welcome).not.toHaveAttribute('aria-current');
  });
});
