import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';

import { useSettled } from './use-settled';

function Part({ name }: { name: string }) {
  return <p>{useSettled() ? `${name} settled` : `${name} waiting`}</p>;
}

describe('useSettled', () => {
  it('tells each waiting part in a task of its own, so each renders alone', async () => {
    const commits: string[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Profiler id="parts" onRender={(_id, phase) => commits.push(phase)}>
          <Part name="prompt" />
          <Part name="badges" />
          <Part name="stream" />
        </Profiler>
      </QueryClientProvider>,
    );
    expect(screen.getByText('prompt waiting')).toBeInTheDocument();

    await screen.findByText('prompt settled');
    await screen.findByText('badges settled');
    await screen.findByText('stream settled');
    // One commit to mount, then one per part.
    expect(commits).toEqual(['mount', 'update', 'update', 'update']);
  });
});
