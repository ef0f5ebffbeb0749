import type { Activity } from '@app/shared/activity';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { apiFailure } from './api-client';
import { isSignedIn } from './auth-storage';

/**
 * Shared flow of the card "save" buttons (favorites, bucket list): anonymous
 * users go to /login; while `run` is in flight the activity is pending; a
 * 403 reports the server's cap message; other failures are silent, so the
 * flag only flips when `run` succeeds (spec 2 §4, §8). `run` must be stable.
 */
export function useSavedActivityToggle<Args extends unknown[]>(
  run: (activityId: number, ...args: Args) => Promise<void>,
  onLimitReached?: (message: string) => void,
) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback(
    async (activity: Pick<Activity, 'id'>, ...args: Args) => {
      if (!isSignedIn()) {
        void navigate('/login');
        return;
      }
      const activityId = activity.id;
      setPending((s) => new Set(s).add(activityId));
      try {
        await run(activityId, ...args);
      } catch (error) {
        const failure = apiFailure(error);
        if (failure?.status === 403) {
          onLimitReached?.(failure.serverMessage);
        }
      } finally {
        setPending((s) => {
          const next = new Set(s);
          next.delete(activityId);
          return next;
        });
      }
    },
    [navigate, run, onLimitReached],
  );

  return { toggle, isPending: (id: number) => pending.has(id) };
}
