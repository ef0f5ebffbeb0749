import { dateFormat } from '@app/shared/date-format';
import { PRIVACY_LABELS, type Post } from '@app/shared/social';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button, CardContent, Chip, Stack, Typography } from '@mui/material';

import { BlockUserDialog } from '../../../components/feedback/block-user-dialog';
import { LazyConfirmRemoveDialog } from '../../../components/feedback/lazy-confirm-remove-dialog';
import { LazyDialog } from '../../../components/lazy-dialog';
import { relativeTime } from '../../../lib/relative-time';

import { PhotoGrid } from './photo-grid';

export type Confirming = 'delete' | 'report' | 'block';

const formatDate = (iso: string) =>
  dateFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${iso}T12:00:00`));

/** When the post was shared, and who may see it. */
export function PostSubheader({ post }: { post: Post }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      component="span"
    >
      <time dateTime={post.created_at}>{relativeTime(post.created_at)}</time>
      <Chip
        size="small"
        label={PRIVACY_LABELS[post.privacy_level]}
        component="span"
      />
    </Stack>
  );
}

export function PostBody({
  post,
  headingId,
}: {
  post: Post;
  headingId: string;
}) {
  return (
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
  );
}

export function LikeButton({
  post,
  busy,
  onClick,
}: {
  post: Post;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      startIcon={
        post.liked_by_me ? (
          <FavoriteIcon color="error" />
        ) : (
          <FavoriteBorderIcon />
        )
      }
      aria-pressed={post.liked_by_me}
      disabled={busy}
      onClick={onClick}
    >
      Like{post.like_count > 0 ? ` (${post.like_count})` : ''}
    </Button>
  );
}

/** The confirmation asked before a post is deleted or reported, or its author blocked. */
export function PostConfirmation({
  post,
  confirming,
  busy,
  onCancel,
  onConfirm,
}: {
  post: Post;
  confirming: Confirming;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  if (confirming === 'block') {
    return (
      <BlockUserDialog
        user={post.user}
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    );
  }
  return (
    <LazyDialog>
      {confirming === 'delete' ? (
        <LazyConfirmRemoveDialog
          titleId={`delete-post-${post.id}-title`}
          title="Delete this post?"
          confirmLabel="Delete"
          removing={busy}
          onCancel={onCancel}
          onConfirm={onConfirm}
        >
          It will be removed for everyone, with its photos, comments and likes.
        </LazyConfirmRemoveDialog>
      ) : (
        // A report hides the post at once and cannot be taken back here.
        <LazyConfirmRemoveDialog
          titleId={`report-post-${post.id}-title`}
          title="Report this post?"
          confirmLabel="Report"
          removing={busy}
          onCancel={onCancel}
          onConfirm={onConfirm}
        >
          “{post.title || 'Shared an activity'}” by {post.user.display_name}{' '}
          will be reported, and you will no longer see it.
        </LazyConfirmRemoveDialog>
      )}
    </LazyDialog>
  );
}
