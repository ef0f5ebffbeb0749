import { IconButton } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../testing/render';

import { LazyTooltip } from './lazy-tooltip';

const tooltipCode = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});

// Holds MUI's Tooltip back, as a slow network would, until the test lets it in.
vi.mock('@mui/material/Tooltip', async (importOriginal) => {
  await tooltipCode.arrived;
  return importOriginal();
});

// MUI marks the child it wraps (outside production builds).
const wrapped = (element: HTMLElement) =>
  element.hasAttribute('data-mui-internal-clone-element');

describe('LazyTooltip', () => {
  it('keeps a button pressed before the tooltip code arrived, so its click lands; wraps the others', async () => {
    const edit = vi.fn();
    const { user } = renderWithProviders(
      <>
        <LazyTooltip title="Edit">
          <IconButton onClick={edit}>E</IconButton>
        </LazyTooltip>
        <LazyTooltip title="Remove">
          <IconButton>R</IconButton>
        </LazyTooltip>
      </>,
    );
    const pressed = screen.getByRole('button', { name: 'Edit' });
    const untouched = screen.getByRole('button', { name: 'Remove' });
    expect(wrapped(untouched)).toBe(false);

    await user.pointer({ keys: '[MouseLeft>]', target: pressed });
    tooltipCode.arrive();
    await waitFor(() =>
      expect(wrapped(screen.getByRole('button', { name: 'Remove' }))).toBe(
        true,
      ),
    );

    expect(screen.getByRole('button', { name: 'Edit' })).toBe(pressed);
    await user.pointer({ keys: '[/MouseLeft]', target: pressed });
    expect(edit).toHaveBeenCalledOnce();
    expect(pressed).toHaveFocus();

    await user.hover(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove');
  });
});
