import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getAccessToken } from '../../../lib/auth-storage';
import { groupPlansKeys } from '../../group-plans/api/group-plans-keys';
import { notificationsKeys } from '../api/notifications-keys';

import { parseEvents } from './parse-events';

const RECONNECT_MS = 5000;

/**
 * Listens to the push stream (fetch, so the bearer header goes along) and
 * reloads notifications (and open group plans) on each event; reconnects
 * after a drop.
 *
 * The stream is closed while the page is hidden in the browser's
 * back/forward cache and opened again if the page comes back: a cached page
 * kept its stream, so after six full page loads the six connections a
 * browser opens to one server were all held by cached pages, and the next
 * page never loaded.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const onEvent = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      // Votes, joins and schedule changes arrive as notifications: an open
      // group plan shows them without a reload.
      void queryClient.invalidateQueries({ queryKey: groupPlansKeys.all });
    };
    let controller = listenWhileOpen(onEvent);
    const onHide = () => controller.abort();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) controller = listenWhileOpen(onEvent);
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

/** Keeps a stream open, calling `onEvent` for each notification, until aborted. */
function listenWhileOpen(onEvent: () => void): AbortController {
  const controller = new AbortController();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const listen = async () => {
    const token = getAccessToken();
    const res = await fetch('/api/notifications/stream', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      if (parsed.events.includes('notification')) onEvent();
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      // A dropped or refused stream is retried; the 30 s poll covers the gap.
      await listen().catch(() => undefined);
      await wait(RECONNECT_MS);
    }
  })();
  return controller;
}
