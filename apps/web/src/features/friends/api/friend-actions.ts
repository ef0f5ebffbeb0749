import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { feedKeys } from '../../feed/api/feed-keys';

import { socialKeys } from './social-keys';

/** Every change to friends, requests or blocks, as one mutation per action. */
export type FriendAction =
  /** `name` is for the message: asking someone who asked first befriends them. */
  | { kind: 'request'; userId: number; name: string }
  | { kind: 'accept'; requestId: number }
  | { kind: 'remove-request'; requestId: number }
  | { kind: 'unfriend'; userId: number }
  | { kind: 'block'; userId: number }
  | { kind: 'unblock'; userId: number };

/** How a friend action ended: a request to someone who had asked first makes friends at once. */
export type FriendActionResult = { befriended: boolean };

async function runFriendAction(
  action: FriendAction,
): Promise<FriendActionResult> {
  if (action.kind === 'request') {
    const result = await api.post<{ status: 'sent' | 'accepted' }>(
      '/api/social/friends/requests',
      { user_id: action.userId },
    );
    return { befriended: result.status === 'accepted' };
  }
  await sendFriendAction(action);
  return { befriended: action.kind === 'accept' };
}

function sendFriendAction(
  action: Exclude<FriendAction, { kind: 'request' }>,
): Promise<unknown> {
  switch (action.kind) {
    case 'accept':
      return api.post(
        `/api/social/friends/requests/${action.requestId}/accept`,
      );
    case 'remove-request':
      return api.delete(`/api/social/friends/requests/${action.requestId}`);
    case 'unfriend':
      return api.delete(`/api/social/friends/${action.userId}`);
    case 'block':
      return api.post('/api/social/blocks', { user_id: action.userId });
    case 'unblock':
      return api.delete(`/api/social/blocks/${action.userId}`);
  }
}

export const useFriendAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runFriendAction,
    // Friendship decides what the feed shows, so it reloads too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedKeys.all }),
      ]),
  });
};
