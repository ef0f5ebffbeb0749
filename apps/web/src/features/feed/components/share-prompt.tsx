import { Alert, Button, Snackbar } from '@mui/material';
import { useState } from 'react';

import {
  FeedbackSnackbar,
  type Feedback,
} from '../../../components/feedback/feedback-snackbar';

import { ShareActivityDialog, type PostDraft } from './share-activity-dialog';

/** Offers a ready post about something just done; 'Share' opens it in the dialog. */
export function SharePrompt({
  message,
  draft,
  onDismiss,
}: {
  message: string;
  draft: PostDraft | null;
  onDismiss: () => void;
}) {
  const [isEditing, setEditing] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  return (
    <>
      <Snackbar
        open={draft !== null && !isEditing}
        onClose={(_e, reason) => reason !== 'clickaway' && onDismiss()}
        autoHideDuration={10_000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="info"
          onClose={onDismiss}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setEditing(true)}
            >
              Share
            </Button>
          }
        >
          {message}
        </Alert>
      </Snackbar>
      <ShareActivityDialog
        open={isEditing && draft !== null}
        draft={draft ?? undefined}
        onClose={() => {
          setEditing(false);
          onDismiss();
        }}
        onShared={() => {
          setEditing(false);
          onDismiss();
          setFeedback({ message: 'Post shared', severity: 'success' });
        }}
      />
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </>
  );
}
