import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../testing/render';

import { WhenSettled } from './use-settled';

function Page({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['page'], queryFn: load });
  return <p>{query.data ?? 'Loading'}</p>;
}

describe('WhenSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the page data, then renders and keeps its children', async () => {
    let answer!: (value: string) => void;
    const first = new Promise<string>((resolve) => (answer = resolve));
    // The first load waits for the test; any later one never ends.
    let loads = 0;
    const load = () => (++loads === 1 ? first : new Promise<string>(() => {}));
    const { queryClient } = renderWithProviders(
      <>
        <Page load={load} />
        <WhenSettled>
          <p>Worker registered</p>
        </WhenSettled>
      </>,
    );
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Worker registered')).toBeNull();

    answer('Denver weekend');
    expect(await screen.findByText('Denver weekend')).toBeInTheDocument();
    expect(await screen.findByText('Worker registered')).toBeInTheDocument();

    // A later load does not take it away again.
    void queryClient.refetchQueries({ queryKey: ['page'] });
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(screen.getByText('Worker registered')).toBeInTheDocument();
  });

  it('renders its children after 5 s even while the page keeps loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(
      <>
        <Page load={() => new Promise<string>(() => {})} />
        <WhenSettled>
          <p>Worker registered</p>
        </WhenSettled>
      </>,
    );
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByText('Worker registered')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Worker registered')).toBeInTheDocument();
  });
});
