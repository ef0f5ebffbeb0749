import { Alert, Snackbar } from '@mui/material';
import { useState } from 'react';

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

/**
 * A page's toast: `notice` shows a message (a success unless told), and
 * `snackbar` is where the page renders it.
 */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const notice = (
    message: string,
    severity: Feedback['severity'] = 'success',
  ) => setFeedback({ message, severity });
  const snackbar = (
    <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
  );
  return { notice, snackbar };
}
