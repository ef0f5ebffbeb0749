import type { Review } from '@app/shared/reviews';
import {
  Alert,
  Box,
  Button,
  Divider,
  Rating,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useSignInPath } from '../../../lib/auth/use-sign-in-path';
import { useReviews } from '../api/get-reviews';
import { useDeleteReview, useSaveReview } from '../api/save-review';

import { ReviewForm } from './review-form';

type ActivityReviewsProps = {
  activityId: number;
  /** The signed-in user's id, or null for visitors. */
  currentUserId: number | null;
};

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export function ActivityReviews({
  activityId,
  currentUserId,
}: ActivityReviewsProps) {
  const reviews = useReviews(activityId);
  const save = useSaveReview(activityId);
  const remove = useDeleteReview(activityId);
  const [editing, setEditing] = useState(false);
  const own = reviews.data?.reviews.find((r) => r.user_id === currentUserId);
  const signInPath = useSignInPath();

  return (
    <Box component="section" aria-labelledby="reviews-heading">
      <Typography
        id="reviews-heading"
        variant="h5"
        component="h2"
        sx={{ mb: 3 }}
      >
        Reviews
      </Typography>
      {currentUserId === null ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <RouterLink to={signInPath}>Sign in</RouterLink> to write a review.
        </Typography>
      ) : own && !editing ? null : (
        <Box sx={{ mb: 4 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {own ? 'Edit your review' : 'Write a review'}
          </Typography>
          <ReviewForm
            key={own ? `edit-${own.id}` : 'new'}
            initial={own ? { rating: own.rating, text: own.text } : undefined}
            submitLabel={own ? 'Save Review' : 'Post Review'}
            isSaving={save.isPending}
            onSubmit={async (input) => {
              await save.mutateAsync({ input, isEdit: Boolean(own) });
              setEditing(false);
            }}
            onCancel={own ? () => setEditing(false) : undefined}
          />
        </Box>
      )}
      {reviews.isPending ? <Skeleton height={80} /> : null}
      {reviews.isError ? (
        <Alert severity="error">Failed to load reviews</Alert>
      ) : null}
      {reviews.data && reviews.data.reviews.length === 0 ? (
        <Typography color="text.secondary">
          No reviews yet. Be the first to share your experience.
        </Typography>
      ) : null}
      <Stack divider={<Divider />} spacing={3}>
        {reviews.data?.reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            isOwn={review.user_id === currentUserId}
            onEdit={() => setEditing(true)}
            onDelete={() => remove.mutate()}
            isDeleting={remove.isPending}
          />
        ))}
      </Stack>
      {remove.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          Failed to delete review
        </Alert>
      ) : null}
    </Box>
  );
}

function ReviewItem({
  review,
  isOwn,
  onEdit,
  onDelete,
  isDeleting,
}: {
  review: Review;
  isOwn: boolean;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Box component="article" aria-label={`Review by ${review.author_name}`}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {isOwn ? 'You' : review.author_name}
        </Typography>
        <Rating
          value={review.rating}
          readOnly
          size="small"
          aria-label={`${review.rating} stars`}
        />
        <Typography variant="caption" color="text.secondary">
          {DATE.format(new Date(review.updated_at))}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {review.text}
      </Typography>
      {isOwn ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
          {confirming ? (
            <>
              <Button
                size="small"
                color="error"
                onClick={onDelete}
                disabled={isDeleting}
              >
                Confirm delete
              </Button>
              <Button size="small" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
