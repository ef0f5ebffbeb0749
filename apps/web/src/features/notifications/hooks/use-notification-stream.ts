import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getAccessToken } from '../../../lib/auth-storage';
import { feedKeys } from '../../feed/api/feed-keys';
import { planEventKeys } from '../../finalized-plans/api/plan-live-keys';
import { groupPlansKeys } from '../../group-plans/api/group-plans-keys';
import { notificationsKeys } from '../api/notifications-keys';

import { parseEvents } from './parse-events';

const RECONNECT_MS = 5000;

/** One tab at a time holds the stream; the others hear its events here. */
const STREAM_LOCK = 'weekend-planner:notification-stream';
const EVENTS_CHANNEL = 'weekend-planner:notifications';

/**
 * Listens to the push stream (fetch, so the bearer header goes along) and
 * reloads notifications (and open group plans) on each event; reconnects
 * after a drop.
 *
 * The stream is a long-held connection, and a browser keeps at most six to
 * one server over HTTP/1.1: with one stream per tab, the eighth tab of the
 * app never loaded. So the open tabs share one stream: the tab holding a
 * Web Lock streams and passes each event to the others over a
 * BroadcastChannel; when it closes, the next tab in line takes over.
 *
 * The stream is also closed while the page is hidden in the browser's
 * back/forward cache and opened again if the page comes back: a cached page
 * kept its stream, and six of them held every connection.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const onEvent = (name: string) => {
      const live = planEventKeys[name];
      if (live) {
        // A plan changed or someone opened it: the open plan reloads.
        void queryClient.invalidateQueries({ queryKey: live });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      // Votes, joins and schedule changes arrive as notifications: an open
      // group plan shows them without a reload.
      void queryClient.invalidateQueries({ queryKey: groupPlansKeys.all });
      // A comment on the user's post arrives as one: its count goes up at once.
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    };
    let controller = shareStream(onEvent);
    const onHide = () => controller.abort();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) controller = shareStream(onEvent);
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      controller.abort();
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [enabled, queryClient]);
}

/**
 * Calls `onEvent` for each notification, from this tab's stream when it holds
 * the lock, else from the tab that does; until aborted.
 */
function shareStream(onEvent: (name: string) => void): AbortController {
  const controller = new AbortController();
  const { signal } = controller;
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(EVENTS_CHANNEL);
  channel?.addEventListener('message', (message: MessageEvent<string>) =>
    onEvent(message.data),
  );
  signal.addEventListener('abort', () => channel?.close());
  const announce = (name: string) => {
    onEvent(name);
    channel?.postMessage(name);
  };
  if (!navigator.locks) {
    void streamUntilAborted(signal, announce);
    return controller;
  }
  // Held until the stream ends on abort; a wait cut short by abort rejects.
  navigator.locks
    .request(STREAM_LOCK, { signal }, () =>
      streamUntilAborted(signal, announce),
    )
    .catch(() => undefined);
  return controller;
}

/** Keeps a stream open, calling `onEvent` with each event's name, until aborted. */
async function streamUntilAborted(
  signal: AbortSignal,
  onEvent: (name: string) => void,
) {
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const listen = async () => {
    const token = getAccessToken();
    const res = await fetch('/api/notifications/stream', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      for (const name of new Set(parsed.events)) {
        if (name !== 'ready') onEvent(name);
      }
    }
  };

  while (!signal.aborted) {
    // A dropped or refused stream is retried; the 30 s poll covers the gap.
    await listen().catch(() => undefined);
    await wait(RECONNECT_MS);
  }
}
