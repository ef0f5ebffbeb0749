import {
  REVIEW_TEXT_MAX,
  reviewInputSchema,
  type ReviewInput,
} from '@app/shared/reviews';
import {
  Alert,
  Box,
  Button,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { ApiError } from '../../../lib/api-client';

type ReviewFormProps = {
  initial?: ReviewInput;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
};

export function ReviewForm({
  initial,
  submitLabel,
  isSaving,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating: rating ?? 0, text });
    if (!parsed.success) {
      const next: { rating?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'rating' | 'text';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      await onSubmit(parsed.data);
      if (!initial) {
        setRating(null);
        setText('');
      }
    } catch (error) {
      setServerError(
        error instanceof ApiError ? error.message : 'Failed to save review',
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={submitLabel}
    >
      <Stack spacing={2}>
        <Box>
          <Typography id="review-rating-label" variant="body2">
            Your rating
          </Typography>
          <Rating
            name="review-rating"
            value={rating}
            onChange={(_, value) => {
              setRating(value);
              setErrors((e) => ({ ...e, rating: undefined }));
            }}
            aria-labelledby="review-rating-label"
          />
          {errors.rating ? (
            <Typography
              variant="caption"
              color="error"
              role="alert"
              component="p"
            >
              {errors.rating}
            </Typography>
          ) : null}
        </Box>
        <TextField
          label="Your review"
          multiline
          minRows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setErrors((e) => ({ ...e, text: undefined }));
          }}
          error={Boolean(errors.text)}
          helperText={errors.text ?? `${text.length}/${REVIEW_TEXT_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
        />
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {isSaving ? 'Saving...' : submitLabel}
          </Button>
          {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        </Stack>
      </Stack>
    </Box>
  );
}
