import {
  REVIEW_TEXT_MAX,
  reviewInputSchema,
  type ReviewInput,
} from '@app/shared/reviews';
import { Alert, Box, Button, Rating, Stack, Typography } from '@mui/material';
import { Controller, FormProvider } from 'react-hook-form';

import { FormTextField } from '../../../components/forms/form-text-field';
import {
  serverError,
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { errorMessage } from '../../../lib/api-client';

type ReviewFormProps = {
  initial?: ReviewInput;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** No stars yet: the schema's 1-to-5 rule reports it. */
const EMPTY: ReviewInput = { rating: 0, text: '' };

export function ReviewForm({
  initial,
  submitLabel,
  isSaving,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const form = useSchemaForm(reviewInputSchema, {
    defaultValues: initial ?? EMPTY,
  });
  const save = submitWith(
    form,
    async (input) => {
      await onSubmit(input);
      if (!initial) form.reset(EMPTY);
    },
    (error) => errorMessage(error, 'Failed to save review'),
  );
  const text = form.watch('text');
  const saveError = serverError(form);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={save} aria-label={submitLabel}>
        <Stack spacing={2}>
          <Controller
            control={form.control}
            name="rating"
            render={({ field, fieldState: { error } }) => (
              <Box>
                <Typography id="review-rating-label" variant="body2">
                  Your rating
                </Typography>
                <Rating
                  name="review-rating"
                  value={field.value || null}
                  onChange={(_, value) => {
                    field.onChange(value ?? 0);
                    form.clearErrors('rating');
                  }}
                  aria-labelledby="review-rating-label"
                />
                {error ? (
                  <Typography
                    variant="caption"
                    color="error"
                    role="alert"
                    component="p"
                  >
                    {error.message}
                  </Typography>
                ) : null}
              </Box>
            )}
          />
          <FormTextField<ReviewInput>
            name="text"
            label="Your review"
            multiline
            minRows={3}
            helperText={`${text.length}/${REVIEW_TEXT_MAX}`}
            slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
          />
          {saveError ? <Alert severity="error">{saveError}</Alert> : null}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={isSaving}>
              {isSaving ? 'Saving...' : submitLabel}
            </Button>
            {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
