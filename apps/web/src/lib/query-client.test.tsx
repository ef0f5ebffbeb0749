import {
  QueryClientProvider,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ErrorNoticeSnackbar } from '../components/feedback/error-notice-snackbar';

import { ApiError } from './api-client';
import { dismissErrorNotice } from './error-notices';
import { createQueryClient, SESSION_ENDED_MESSAGE } from './query-client';

function Saver({ error, notice }: { error: unknown; notice?: string }) {
  const save = useMutation({
    mutationFn: () => Promise.reject(error),
    meta: notice ? { errorNotice: notice } : undefined,
  });
  return (
    <>
      <button onClick={() => save.mutate()}>Save</button>
      <p>Save status: {save.status}</p>
    </>
  );
}

function Reader({ error }: { error: unknown }) {
  useQuery({ queryKey: ['reader'], queryFn: () => Promise.reject(error) });
  return null;
}

function renderWithNotice(ui: React.ReactElement) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <ErrorNoticeSnackbar />
    </QueryClientProvider>,
  );
}

afterEach(() => dismissErrorNotice());

describe('query layer error defaults', () => {
  it("shows a failed mutation's API message in the app-wide notice", async () => {
    renderWithNotice(
      <Saver
        error={new ApiError('Plan name is taken', 409, 'Plan name is taken')}
        notice="Could not save the plan"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Plan name is taken',
    );
  });

  it('falls back to the mutation’s own words for a non-API failure', async () => {
    renderWithNotice(
      <Saver error={new Error('boom')} notice="Could not save the plan" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the plan',
    );
  });

  it('leaves a mutation without a notice to its screen', async () => {
    renderWithNotice(<Saver error={new ApiError('Nope', 400, 'Nope')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Save status: error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces an expired session from any query', async () => {
    renderWithNotice(
      <Reader
        error={new ApiError('AUTH_EXPIRED', 401, undefined, 'AUTH_EXPIRED')}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SESSION_ENDED_MESSAGE,
    );
  });
});
