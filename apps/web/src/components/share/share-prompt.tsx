import { Alert, Button, Snackbar } from '@mui/material';
import { useState } from 'react';

import { preloadable } from '../../lib/preloadable';
import { FeedbackSnackbar, type Feedback } from '../feedback/feedback-snackbar';
import { LoadWhenOpened } from '../lazy-dialog';

import type { PostDraft } from './share-activity-dialog';

// The post form loads when the user chooses to share.
const ShareActivityDialog = preloadable(() =>
  import('./share-activity-dialog').then((m) => ({
    default: m.ShareActivityDialog,
  })),
);

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
      <LoadWhenOpened open={isEditing && draft !== null}>
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
      </LoadWhenOpened>
      <FeedbackSnackbar feedback={feedback} onClose={() => setFeedback(null)} />
    </>
  );
}
