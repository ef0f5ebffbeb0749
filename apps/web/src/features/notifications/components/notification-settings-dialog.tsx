import { PREFERENCE_FLAGS, PREFERENCE_LABELS } from '@app/shared/notifications';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Switch,
  Typography,
} from '@mui/material';

import {
  useNotificationPreferences,
  useUpdateNotificationPreference,
} from '../api/preferences';

/** 'Notification Settings': one switch per preference flag. */
export function NotificationSettingsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const prefs = useNotificationPreferences(open);
  const update = useUpdateNotificationPreference();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="notification-settings-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="notification-settings-title">
        Notification Settings
      </DialogTitle>
      <DialogContent>
        {prefs.isPending && <CircularProgress aria-label="Loading settings" />}
        {prefs.isError && (
          <Typography color="error">Could not load your settings.</Typography>
        )}
        {prefs.data && (
          <FormGroup>
            {PREFERENCE_FLAGS.map((flag) => (
              <FormControlLabel
                key={flag}
                label={PREFERENCE_LABELS[flag]}
                control={
                  <Switch
                    checked={prefs.data[flag]}
                    disabled={update.isPending}
                    onChange={(_e, checked) =>
                      update.mutate({ [flag]: checked })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
