import { initialsOf, type Post } from '@app/shared/social';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ShareIcon from '@mui/icons-material/Share';
import {
  Avatar,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  CircularProgress,
  Collapse,
} from '@mui/material';
import { Suspense, useState } from 'react';

import { countOf } from '../../../lib/format-count';
import { preloadable } from '../../../lib/preloadable';
import { usePostActions } from '../hooks/use-post-actions';

import {
  LikeButton,
  PostBody,
  PostConfirmation,
  PostSubheader,
  type Confirming,
} from './post-card-parts';
import { PostMenu } from './post-menu';

// The comment thread and its form load when the comments are opened.
const PostComments = preloadable(() =>
  import('./post-comments').then((m) => ({ default: m.PostComments })),
);

type PostCardProps = {
  post: Post;
  onNotice: (message: string, severity?: 'success' | 'error') => void;
  /** After this post was reported or deleted, or its author blocked: its card, and the focus in it, go. */
  onRemoved?: () => void;
  /** Opens with the comments shown (a comment notification's link). */
  commentsOpen?: boolean;
};

/** One post: author, privacy, text, photos, likes, comments and its menu. */
export function PostCard({
  post,
  onNotice,
  onRemoved,
  commentsOpen = false,
}: PostCardProps) {
  const actions = usePostActions(post, onNotice, onRemoved);
  const [showComments, setShowComments] = useState(commentsOpen);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const headingId = `post-${post.id}-title`;
  const confirm = () => {
    setConfirming(null);
    if (confirming === 'block') actions.blockAuthor();
    else if (confirming) actions.removeAs(confirming);
  };

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardHeader
        avatar={<Avatar aria-hidden>{initialsOf(post.user)}</Avatar>}
        action={
          <PostMenu
            isOwn={post.is_own}
            onCopyLink={() => void actions.copyLink()}
            onReport={() => setConfirming('report')}
            onBlock={() => setConfirming('block')}
            onDelete={() => setConfirming('delete')}
          />
        }
        title={post.user.display_name}
        // A long name wraps rather than push the menu off the card.
        slotProps={{ title: { sx: { overflowWrap: 'anywhere' } } }}
        subheader={<PostSubheader post={post} />}
      />
      <PostBody post={post} headingId={headingId} />
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <LikeButton
          post={post}
          busy={actions.liking}
          onClick={actions.toggleLike}
        />
        {post.allow_comments && (
          <Button
            startIcon={<ChatBubbleOutlineIcon />}
            aria-expanded={showComments}
            onClick={() => setShowComments((v) => !v)}
          >
            {countOf(post.comment_count, 'comment')}
          </Button>
        )}
        <Button startIcon={<ShareIcon />} onClick={actions.share}>
          Share
        </Button>
      </CardActions>
      {post.allow_comments && (
        <Collapse in={showComments} unmountOnExit>
          <CardContent sx={{ pt: 0 }}>
            <Suspense fallback={<CircularProgress aria-label="Loading" />}>
              <PostComments postId={post.id} />
            </Suspense>
          </CardContent>
        </Collapse>
      )}
      {confirming && (
        <PostConfirmation
          post={post}
          confirming={confirming}
          busy={confirming === 'block' ? actions.blocking : actions.removing}
          onCancel={() => setConfirming(null)}
          onConfirm={confirm}
        />
      )}
    </Card>
  );
}
