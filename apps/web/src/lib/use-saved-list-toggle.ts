import {
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';

import {
  announceSaved,
  type SavedActivity,
} from '../components/collection/announce';

import { useSavedActivityToggle } from './use-saved-activity-toggle';

/**
 * One of the user's saved lists as the card toggles see it: its ids query
 * holds an entry per saved activity. Declare it once, outside any component,
 * so the toggle stays stable.
 */
export type SavedList<Entry, Args extends unknown[]> = {
  /** How a screen reader names the list: 'favorites'. */
  name: string;
  useIds: () => UseQueryResult<Entry[]>;
  idsKey: () => QueryKey;
  activityOf: (entry: Entry) => number;
  /** Saves the activity and answers the entry its ids query gains. */
  add: (activityId: number, ...args: Args) => Promise<Entry>;
  remove: (entry: Entry) => Promise<unknown>;
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
};

/**
 * A card's save toggle for `list`: adds or removes the activity, then
 * updates the ids query and tells a screen reader; sign-in, pending state
 * and the cap message come from useSavedActivityToggle.
 */
export function useSavedListToggle<Entry, Args extends unknown[]>(
  list: SavedList<Entry, Args>,
  onLimitReached?: (message: string) => void,
) {
  const queryClient = useQueryClient();
  const ids = list.useIds();

  const isSaved = useCallback(
    (activityId: number) =>
      ids.data?.some((entry) => list.activityOf(entry) === activityId) ?? false,
    [ids.data, list],
  );

  const run = useCallback(
    async (activityId: number, name: string | undefined, ...args: Args) => {
      const key = list.idsKey();
      const isIt = (entry: Entry) => list.activityOf(entry) === activityId;
      const existing = queryClient.getQueryData<Entry[]>(key)?.find(isIt);
      if (existing !== undefined) {
        await list.remove(existing);
        queryClient.setQueryData<Entry[]>(key, (entries = []) =>
          entries.filter((entry) => !isIt(entry)),
        );
      } else {
        const entry = await list.add(activityId, ...args);
        queryClient.setQueryData<Entry[]>(key, (entries = []) => [
          ...entries,
          entry,
        ]);
      }
      announceSaved(existing === undefined, name, list.name);
      void list.invalidate(queryClient);
    },
    [queryClient, list],
  );

  const saved = useSavedActivityToggle(run, onLimitReached);
  const { isPending } = saved;
  const toggleSaved = saved.toggle;
  const toggle = useCallback(
    (activity: SavedActivity, ...args: Args) =>
      toggleSaved(activity, activity.name, ...args),
    [toggleSaved],
  );
  return { isSaved, toggle, isPending };
}
