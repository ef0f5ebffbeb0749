import type { Post } from '@app/shared/social';

import { useFriendAction } from '../../friends/api/friend-actions';
import { useRemovePost, useToggleLike } from '../api/post-actions';

type Notice = (message: string, severity?: 'success' | 'error') => void;

const postLink = (id: number) => `${window.location.origin}/feed?post=${id}`;

/** What can be done to one post, each saying how it went through `onNotice`. */
export function usePostActions(
  post: Post,
  onNotice: Notice,
  onRemoved?: () => void,
) {
  const like = useToggleLike();
  const remove = useRemovePost();
  const block = useFriendAction();

  const copyLink = () =>
    navigator.clipboard
      .writeText(postLink(post.id))
      .then(() => onNotice('Link copied'))
      .catch(() => onNotice('Could not copy the link', 'error'));
  const share = () => {
    const data = {
      title: post.title || 'Activity',
      text: post.description,
      url: postLink(post.id),
    };
    if (navigator.share) void navigator.share(data).catch(() => undefined);
    else void copyLink();
  };
  const removeAs = (kind: 'report' | 'delete') =>
    remove.mutate(
      { id: post.id, kind },
      {
        onSuccess: () => {
          onNotice(
            kind === 'report'
              ? 'Post reported. You will no longer see it.'
              : 'Post deleted',
          );
          onRemoved?.();
        },
        onError: (error) => onNotice(error.message, 'error'),
      },
    );
  // The feed reloads after a block, dropping every post by the author.
  const blockAuthor = () =>
    block.mutate(
      { kind: 'block', userId: post.user.id },
      {
        onSuccess: () => {
          onNotice('User blocked');
          onRemoved?.();
        },
        onError: (error) => onNotice(error.message, 'error'),
      },
    );
  const toggleLike = () =>
    like.mutate({ id: post.id, liked: !post.liked_by_me });

  return {
    copyLink,
    share,
    removeAs,
    blockAuthor,
    toggleLike,
    liking: like.isPending,
    removing: remove.isPending,
    blocking: block.isPending,
  };
}
