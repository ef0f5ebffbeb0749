import AddIcon from '@mui/icons-material/Add';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Fab,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useFeedback } from '../../../components/feedback/feedback-snackbar';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import {
  pageFabSx,
  useHideQuickActions,
} from '../../../components/layout/page-fab';
import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import { useFeed, usePost } from '../api/get-feed';

// The posts load their code beside the feed's request; the post form when
// the user starts a post.
const PostCard = preloadable(() =>
  import('./post-card').then((m) => ({ default: m.PostCard })),
);
const ShareActivityDialog = preloadable(() =>
  import('../../../components/share/share-activity-dialog').then((m) => ({
    default: m.ShareActivityDialog,
  })),
);

function PostSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <CardHeader
        avatar={<Skeleton variant="circular" width={40} height={40} />}
        title={<Skeleton width="40%" />}
        subheader={<Skeleton width="25%" />}
      />
      <CardContent>
        <Skeleton width="60%" height={28} />
        <Skeleton />
        <Skeleton variant="rounded" height={150} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}

function LoadingPosts() {
  return (
    <Stack spacing={2} aria-label="Loading posts" role="status">
      <PostSkeleton />
      <PostSkeleton />
      <PostSkeleton />
    </Stack>
  );
}

/** No posts to show: a way to start the first one. */
function EmptyFeed({ onCreate }: { onCreate: () => void }) {
  return (
    <Card variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <DynamicFeedIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        No posts yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Follow friends to see their activities, or create your first post!
      </Typography>
      <Button variant="contained" onClick={onCreate}>
        Create Your First Post
      </Button>
    </Card>
  );
}

function LoadMoreButton({ feed }: { feed: ReturnType<typeof useFeed> }) {
  return (
    <Button
      onClick={() => void feed.fetchNextPage()}
      disabled={feed.isFetchingNextPage}
    >
      {feed.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}

function ShareFab({ onClick }: { onClick: () => void }) {
  return (
    <Fab
      color="primary"
      variant="extended"
      aria-label="Share your activity"
      onClick={onClick}
      sx={pageFabSx}
    >
      <AddIcon sx={{ mr: 1 }} />
      Share
    </Fab>
  );
}

/** The Activity Feed: posts the viewer may see, newest first, and the share dialog. */
export function FeedView({
  linkedPostId = null,
  headingLevel = 'h1',
}: {
  linkedPostId?: number | null;
  /** 'h2' where the page already has its own h1 (the dashboard tab). */
  headingLevel?: 'h1' | 'h2';
}) {
  const feed = useFeed();
  const linked = usePost(linkedPostId);
  // A comment notification links to `/feed?post={id}&comments=open`.
  const [params] = useSearchParams();
  const linkedCommentsOpen = params.get('comments') === 'open';
  const [isDialogOpen, setDialogOpen] = useState(false);
  const { notice, snackbar } = useFeedback();
  // A reported or deleted post's card goes, and the focus in it with it: the
  // feed's heading takes it, as My Plans' does after a delete.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => headingRef.current?.focus();
  // Share is the feed's main action: the only floating button over the posts.
  useHideQuickActions();
  useEffect(() => PostCard.preload(), []);

  const posts = (feed.data?.pages.flatMap((page) => page.posts) ?? []).filter(
    (post) => post.id !== linkedPostId,
  );
  const isEmpty = feed.isSuccess && posts.length === 0 && !linked.data;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', pb: 10 }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component={headingLevel}
        sx={{
          fontWeight: 800,
          mb: 3,
          fontSize: { xs: 26, md: 34 },
          outline: 'none',
        }}
      >
        Activity Feed
      </Typography>
      <Stack spacing={2}>
        {linkedPostId !== null && linked.isError && (
          <Alert severity="info">That post is not available to you.</Alert>
        )}
        {linked.data && (
          <Suspense fallback={<PostSkeleton />}>
            <PostCard
              post={linked.data}
              onNotice={notice}
              onRemoved={focusHeading}
              commentsOpen={linkedCommentsOpen}
            />
          </Suspense>
        )}
        {feed.isPending && <LoadingPosts />}
        {feed.isError && (
          <RetryAlert
            onRetry={() => void feed.refetch()}
            retrying={feed.isRefetching}
          >
            Failed to load activity feed
          </RetryAlert>
        )}
        {isEmpty && <EmptyFeed onCreate={() => setDialogOpen(true)} />}
        {posts.map((post) => (
          <Suspense key={post.id} fallback={<PostSkeleton />}>
            <PostCard post={post} onNotice={notice} onRemoved={focusHeading} />
          </Suspense>
        ))}
        {feed.hasNextPage && <LoadMoreButton feed={feed} />}
      </Stack>
      <ShareFab onClick={() => setDialogOpen(true)} />
      <LoadWhenOpened open={isDialogOpen}>
        <ShareActivityDialog
          open={isDialogOpen}
          onClose={() => setDialogOpen(false)}
          onShared={() => {
            setDialogOpen(false);
            notice('Post shared');
          }}
        />
      </LoadWhenOpened>
      {snackbar}
    </Box>
  );
}
