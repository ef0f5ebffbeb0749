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

export function ExportCalendarDialog({ plan, onClose }: Props) {
  const feed = useCalendarFeed(Boolean(plan));
  const rotate = useRotateCalendarFeed();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(
    null,
  );

  const handleDownload = async () => {
    if (!plan) return;
    try {
      await downloadPlanCalendar(plan.id, plan.title);
      setMessage({ ok: true, text: 'Calendar file downloaded' });
    } catch {
      setMessage({ ok: false, text: 'Failed to export calendar' });
    }
  };
  const handleCopy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      setMessage({ ok: true, text: 'Subscription link copied' });
    } catch {
      setMessage({ ok: false, text: 'Copy the link from the field above' });
    }
  };

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
            onClick={handleDownload}
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
                      onClick={handleCopy}
                      disabled={!feed.data}
                    >
                      <ContentCopyIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () =>
                  setMessage({
                    ok: true,
                    text: 'New link created; the old one no longer works',
                  }),
              })
            }
            disabled={rotate.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            Reset link
          </Button>
          {message && (
            <Alert
              severity={message.ok ? 'success' : 'error'}
              onClose={() => setMessage(null)}
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
