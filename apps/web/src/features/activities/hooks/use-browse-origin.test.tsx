import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';

import { useBrowseOrigin } from './use-browse-origin';

/** A prompt the test answers when it likes (or never). */
function openPrompt() {
  const pending: PositionCallback[] = [];
  const getCurrentPosition = vi.fn((ok: PositionCallback) => {
    pending.push(ok);
  });
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  const allow = (latitude: number, longitude: number) =>
    pending.forEach((ok) =>
      ok({ coords: { latitude, longitude } } as GeolocationPosition),
    );
  return { getCurrentPosition, allow };
}

function renderOrigin(wanted: boolean) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook((want: boolean) => useBrowseOrigin(want), {
    wrapper,
    initialProps: wanted,
  });
}

describe('useBrowseOrigin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('asks nothing until Nearest is wanted', async () => {
    const prompt = openPrompt();
    const { result, rerender } = renderOrigin(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(prompt.getCurrentPosition).not.toHaveBeenCalled();
    rerender(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(prompt.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(result.current.from).toBe('locating');
  });

  it('measures from downtown after a prompt left open, and from the user once it is allowed', async () => {
    const prompt = openPrompt();
    const { result } = renderOrigin(true);
    await act(() => vi.advanceTimersByTimeAsync(14_900));
    expect(result.current.from).toBe('locating');
    await act(() => vi.advanceTimersByTimeAsync(200));
    // The answer reaches the hook a render later.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({
      from: 'downtown',
      at: { lat: 39.7392, lng: -104.9903 },
    });

    act(() => prompt.allow(39.61234, -104.98765));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({
      from: 'you',
      at: { lat: 39.612, lng: -104.988 },
    });
    expect(prompt.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('measures from downtown at once in a browser without geolocation', () => {
    const { result } = renderOrigin(true);
    expect(result.current.from).toBe('downtown');
  });
});
