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
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
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
        if (parsed.events.includes('notification')) {
          void queryClient.invalidateQueries({
            queryKey: notificationsKeys.all,
          });
          // Votes, joins and schedule changes arrive as notifications: an open
          // group plan shows them without a reload.
          void queryClient.invalidateQueries({ queryKey: groupPlansKeys.all });
        }
      }
    };

    void (async () => {
      while (!controller.signal.aborted) {
        // A dropped or refused stream is retried; the 30 s poll covers the gap.
        await listen().catch(() => undefined);
        await wait(RECONNECT_MS);
      }
    })();
    return () => controller.abort();
  }, [enabled, queryClient]);
}
