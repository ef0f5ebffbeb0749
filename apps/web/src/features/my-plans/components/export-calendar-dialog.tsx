import type { FinalizedPlan } from '@app/shared/finalized-plans';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import {
  downloadPlanCalendar,
  useCalendarFeed,
  useRotateCalendarFeed,
} from '../api/calendar-export';

type Props = { plan: FinalizedPlan | null; onClose: () => void };

type Message = { ok: boolean; text: string };

/** The subscription feed, and the dialog's three actions with what each says. */
function useCalendarExport(plan: FinalizedPlan | null) {
  const feed = useCalendarFeed(Boolean(plan));
  const rotate = useRotateCalendarFeed();
  const [message, setMessage] = useState<Message | null>(null);

  const download = async () => {
    if (!plan) return;
    try {
      await downloadPlanCalendar(plan.id, plan.title);
      setMessage({ ok: true, text: 'Calendar file downloaded' });
    } catch {
      setMessage({ ok: false, text: 'Failed to export calendar' });
    }
  };
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      setMessage({ ok: true, text: 'Subscription link copied' });
    } catch {
      setMessage({ ok: false, text: 'Copy the link from the field above' });
    }
  };
  const reset = () =>
    rotate.mutate(undefined, {
      onSuccess: () =>
        setMessage({
          ok: true,
          text: 'New link created; the old one no longer works',
        }),
    });
  return {
    feed,
    resetting: rotate.isPending,
    message,
    dismiss: () => setMessage(null),
    download,
    copy,
    reset,
  };
}

/** The private feed's address, read-only, with a button that copies it. */
function SubscriptionLinkField({
  feed,
  onCopy,
}: {
  feed: ReturnType<typeof useCalendarFeed>;
  onCopy: () => void;
}) {
  return (
    <TextField
      label="Subscription link"
      value={feed.data?.url ?? (feed.isPending ? 'Loading...' : '')}
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Copy subscription link"
                onClick={onCopy}
                disabled={!feed.data}
              >
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function ExportCalendarDialog({ plan, onClose }: Props) {
  const { feed, message, ...calendar } = useCalendarExport(plan);

  return (
    <Dialog
      open={Boolean(plan)}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="export-title"
    >
      <DialogTitle id="export-title">Export to Calendar</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>
            Download this plan as an .ics file for Google Calendar, Apple
            Calendar or Outlook.
          </Typography>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={calendar.download}
            sx={{ alignSelf: 'flex-start' }}
          >
            Download .ics
          </Button>
          <Typography>
            Or subscribe to all your plans: calendar apps keep this private link
            up to date.
          </Typography>
          {feed.isError && (
            <Alert severity="error">Failed to load your calendar link</Alert>
          )}
          <SubscriptionLinkField feed={feed} onCopy={calendar.copy} />
          <Button
            onClick={calendar.reset}
            disabled={calendar.resetting}
            sx={{ alignSelf: 'flex-start' }}
          >
            Reset link
          </Button>
          {message && (
            <Alert
              severity={message.ok ? 'success' : 'error'}
              onClose={calendar.dismiss}
            >
              {message.text}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
