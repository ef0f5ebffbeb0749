import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';

import { ReviewForm } from './review-form';

// Leave room for slow renders on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

function setup(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const utils = renderWithProviders(
    <ReviewForm
      submitLabel="Post Review"
      isSaving={false}
      onSubmit={onSubmit}
    />,
  );
  const text = () => screen.getByRole('textbox', { name: 'Your review' });
  const submit = () =>
    utils.user.click(screen.getByRole('button', { name: 'Post Review' }));
  return { ...utils, onSubmit, text, submit };
}

describe('ReviewForm', () => {
  it('asks for stars and text, and drops a message once its field is edited', async () => {
    const { user, text, submit, onSubmit } = setup();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rating must be 1 to 5',
    );
    expect(text()).toHaveAccessibleDescription('Review text is required');

    await user.type(text(), 'x');
    expect(text()).toHaveAccessibleDescription('1/2000');
    // MUI draws the stars as radios over their labels; jsdom clicks the radio.
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    expect(screen.queryByText('Rating must be 1 to 5')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed review, then empties the form', async () => {
    const { user, text, submit, onSubmit } = setup();
    // MUI draws the stars as radios over their labels; jsdom clicks the radio.
    fireEvent.click(screen.getByRole('radio', { name: '5 Stars' }));
    await user.type(text(), '  Great coffee ');
    await submit();

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        rating: 5,
        text: 'Great coffee',
      }),
    );
    await waitFor(() => expect(text()).toHaveValue(''));
  });

  it('shows why saving failed', async () => {
    const { user, text, submit } = setup(
      vi.fn().mockRejectedValue(new ApiError('Already reviewed', 409)),
    );
    // MUI draws the stars as radios over their labels; jsdom clicks the radio.
    fireEvent.click(screen.getByRole('radio', { name: '3 Stars' }));
    await user.type(text(), 'Fine');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Already reviewed',
    );
  });
});
