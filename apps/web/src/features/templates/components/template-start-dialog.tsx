import { metroToday } from '@app/shared/metro';
import { scheduledTemplateStart } from '@app/shared/templates';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { LimitsMeter } from '../../../components/premium/limits-meter';
import { useLimitReached } from '../../../components/premium/use-limit-reached';

export function TemplateStartDialog({
  templateName,
  open,
  isSubmitting,
  error,
  onClose,
  onSubmit,
}: {
  templateName: string;
  open: boolean;
  isSubmitting: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (startDate: string) => void;
}) {
  const today = metroToday();
  const [startDate, setStartDate] = useState(scheduledTemplateStart);
  // At the plan limit Create Plan can only fail: the way on is the upgrade.
  const atLimit = useLimitReached('plans', error);
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!atLimit) onSubmit(startDate);
        }}
      >
        <DialogTitle>Use {templateName}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            The template will be customized to your dates: each day&apos;s
            activities are scheduled from the start date you pick.
          </Typography>
          <TextField
            type="date"
            label="Start Date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            required
            fullWidth
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: today },
            }}
          />
          {atLimit ? (
            <Box sx={{ mt: 3 }}>
              <LimitsMeter feature="plans" />
            </Box>
          ) : (
            error && (
              <Alert severity="error" sx={{ mt: 3 }}>
                {error}
              </Alert>
            )
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          {!atLimit && (
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting || !startDate}
            >
              {isSubmitting ? 'Creating...' : 'Create Plan'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
