import { Alert, Snackbar } from '@mui/material';

const FEEDBACK_SNACKBAR_MS = 4000;

export type Feedback = { message: string; severity: 'success' | 'error' };

/** The short success/error toast shown after a list page's mutations. */
export function FeedbackSnackbar({
  feedback,
  onClose,
}: {
  feedback: Feedback | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={feedback !== null}
      autoHideDuration={FEEDBACK_SNACKBAR_MS}
      onClose={onClose}
    >
      {feedback ? (
        <Alert severity={feedback.severity} onClose={onClose}>
          {feedback.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
