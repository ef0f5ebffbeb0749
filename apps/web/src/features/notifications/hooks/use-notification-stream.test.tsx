import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useNotificationStream } from './use-notification-stream';

/** Each stream request's signal and a way to send it an event; open until aborted. */
function stubStream() {
  const signals: AbortSignal[] = [];
  const senders: ((event: string) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          senders.push((event) =>
            stream.enqueue(
              new TextEncoder().encode(`event: ${event}\ndata: {}\n\n`),
            ),
          );
          init.signal!.addEventListener('abort', () =>
            stream.error(new DOMException('Aborted', 'AbortError')),
          );
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }),
  );
  return { signals, senders };
}

/** A lock manager for one name shared by every "tab" of the test. */
function stubLocks() {
  let held = false;
  let waiting: (() => void)[] = [];
  const locks = {
    request(
      _name: string,
      options: { signal?: AbortSignal },
      callback: () => Promise<unknown>,
    ) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held = true;
          void callback()
            .then(resolve, reject)
            .finally(() => {
              held = false;
              waiting.shift()?.();
            });
        };
        if (!held) return run();
        waiting.push(run);
        options.signal?.addEventListener('abort', () => {
          waiting = waiting.filter((w) => w !== run);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    },
  };
  Object.defineProperty(navigator, 'locks', {
    value: locks,
    configurable: true,
  });
}

/** One browser tab: its own query client, its reloads counted. */
function openTab(enabled = true) {
  const client = new QueryClient();
  const reloads = vi.spyOn(client, 'invalidateQueries');
  const tab = renderHook(() => useNotificationStream(enabled), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  return { ...tab, reloads };
}

const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
  window.dispatchEvent(new PageTransitionEvent(type, { persisted }));

describe('useNotificationStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (navigator as { locks?: unknown }).locks;
  });

  it('closes its stream while the page is cached and opens one when it returns', async () => {
    const { signals } = stubStream();
    const { unmount } = openTab();
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
    const { signals } = stubStream();
    openTab(false);
    expect(signals).toHaveLength(0);
  });

  it('shares one stream between tabs, passes its events on, and hands it over when its tab closes', async () => {
    stubLocks();
    const { signals, senders } = stubStream();
    const first = openTab();
    const second = openTab();
    await waitFor(() => expect(signals).toHaveLength(1));

    senders[0]!('notification');
    await waitFor(() => expect(second.reloads).toHaveBeenCalled());
    expect(first.reloads).toHaveBeenCalled();

    first.unmount();
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[1]!.aborted).toBe(false);
    second.unmount();
  });
});
