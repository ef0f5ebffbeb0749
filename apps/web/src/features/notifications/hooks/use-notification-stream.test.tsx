import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useNotificationStream } from './use-notification-stream';

/** Each stream request's signal; the answer stays open until aborted. */
function stubStream() {
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          init.signal!.addEventListener('abort', () =>
            stream.error(new DOMException('Aborted', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }),
  );
  return signals;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    {children}
  </QueryClientProvider>
);

const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(new PageTransitionEvent(type, { persisted }));

describe('useNotificationStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('closes its stream while the page is cached and opens one when it returns', async () => {
    const signals = stubStream();
    const { unmount } = renderHook(() => useNotificationStream(true), {
      wrapper,
    });
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);

    pageTransition('pagehide', true);
    expect(signals[0]!.aborted).toBe(true);

    pageTransition('pageshow', true);
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[1]!.aborted).toBe(false);

    // A first show (not from the cache) opens nothing more.
    pageTransition('pageshow', false);
    unmount();
    expect(signals[1]!.aborted).toBe(true);
    expect(signals).toHaveLength(2);
  });

  it('opens nothing when signed out', () => {
    const signals = stubStream();
    renderHook(() => useNotificationStream(false), { wrapper });
    expect(signals).toHaveLength(0);
  });
});
