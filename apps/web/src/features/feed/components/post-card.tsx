import { dateFormat } from '@app/shared/date-format';
import { initialsOf, PRIVACY_LABELS, type Post } from '@app/shared/social';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import {
  Avatar,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Collapse,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';

import { BlockUserDialog } from '../../../components/feedback/block-user-dialog';
import { LazyConfirmRemoveDialog } from '../../../components/feedback/lazy-confirm-remove-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { countOf } from '../../../lib/format-count';
import { relativeTime } from '../../../lib/relative-time';
import { useFriendAction } from '../../friends/api/friend-actions';
import { useRemovePost, useToggleLike } from '../api/post-actions';

import { PhotoGrid } from './photo-grid';
import { PostMenu } from './post-menu';

// The comment thread and its form load when the comments are opened; the
// confirmation when a post is about to be deleted or reported.
const PostComments = lazy(() =>
  import('./post-comments').then((m) => ({ default: m.PostComments })),
);
const formatDate = (iso: string) =>
  dateFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${iso}T12:00:00`));

const postLink = (id: number) => `${window.location.origin}/feed?post=${id}`;

/** One post: author, privacy, text, photos, likes, comments and its menu. */
export function PostCard({
  post,
  onNotice,
  onRemoved,
  commentsOpen = false,
}: {
  post: Post;
  onNotice: (message: string, severity?: 'success' | 'error') => void;
  /** After this post was reported or deleted, or its author blocked: its card, and the focus in it, go. */
  onRemoved?: () => void;
  /** Opens with the comments shown (a comment notification's link). */
  commentsOpen?: boolean;
}) {
  const like = useToggleLike();
  const remove = useRemovePost();
  const block = useFriendAction();
  const [showComments, setShowComments] = useState(commentsOpen);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isConfirmingReport, setConfirmingReport] = useState(false);
  const [isConfirmingBlock, setConfirmingBlock] = useState(false);
  const headingId = `post-${post.id}-title`;

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

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardHeader
        avatar={<Avatar aria-hidden>{initialsOf(post.user)}</Avatar>}
        action={
          <PostMenu
            isOwn={post.is_own}
            onCopyLink={() => void copyLink()}
            onReport={() => setConfirmingReport(true)}
            onBlock={() => setConfirmingBlock(true)}
            onDelete={() => setConfirmingDelete(true)}
          />
        }
        title={post.user.display_name}
        // A long name wraps rather than push the menu off the card.
        slotProps={{ title: { sx: { overflowWrap: 'anywhere' } } }}
        subheader={
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            component="span"
          >
            <time dateTime={post.created_at}>
              {relativeTime(post.created_at)}
            </time>
            <Chip
              size="small"
              label={PRIVACY_LABELS[post.privacy_level]}
              component="span"
            />
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {/* A long word (a link, a run of letters) wraps rather than run off the card. */}
        <Typography
          id={headingId}
          variant="h6"
          component="h3"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {post.title || 'Shared an activity'}
        </Typography>
        {post.description && (
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
          >
            {post.description}
          </Typography>
        )}
        {post.completion_date && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Completed on {formatDate(post.completion_date)}
          </Typography>
        )}
        <PhotoGrid photos={post.photos} title={post.title} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button
          startIcon={
            post.liked_by_me ? (
              <FavoriteIcon color="error" />
            ) : (
              <FavoriteBorderIcon />
            )
          }
          aria-pressed={post.liked_by_me}
          disabled={like.isPending}
          onClick={() => like.mutate({ id: post.id, liked: !post.liked_by_me })}
        >
          Like{post.like_count > 0 ? ` (${post.like_count})` : ''}
        </Button>
        {post.allow_comments && (
          <Button
            startIcon={<ChatBubbleOutlineIcon />}
            aria-expanded={showComments}
            onClick={() => setShowComments((v) => !v)}
          >
            {countOf(post.comment_count, 'comment')}
          </Button>
        )}
        <Button startIcon={<ShareIcon />} onClick={share}>
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
      {isConfirmingDelete && (
        <LazyDialog>
          <LazyConfirmRemoveDialog
            titleId={`delete-post-${post.id}-title`}
            title="Delete this post?"
            confirmLabel="Delete"
            removing={remove.isPending}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={() => {
              setConfirmingDelete(false);
              removeAs('delete');
            }}
          >
            It will be removed for everyone, with its photos, comments and
            likes.
          </LazyConfirmRemoveDialog>
        </LazyDialog>
      )}
      {/* A report hides the post at once and cannot be taken back here. */}
      {isConfirmingReport && (
        <LazyDialog>
          <LazyConfirmRemoveDialog
            titleId={`report-post-${post.id}-title`}
            title="Report this post?"
            confirmLabel="Report"
            removing={remove.isPending}
            onCancel={() => setConfirmingReport(false)}
            onConfirm={() => {
              setConfirmingReport(false);
              removeAs('report');
            }}
          >
            “{post.title || 'Shared an activity'}” by {post.user.display_name}{' '}
            will be reported, and you will no longer see it.
          </LazyConfirmRemoveDialog>
        </LazyDialog>
      )}
      {isConfirmingBlock && (
        <BlockUserDialog
          user={post.user}
          busy={block.isPending}
          onCancel={() => setConfirmingBlock(false)}
          onConfirm={() => {
            setConfirmingBlock(false);
            blockAuthor();
          }}
        />
      )}
    </Card>
  );
}
