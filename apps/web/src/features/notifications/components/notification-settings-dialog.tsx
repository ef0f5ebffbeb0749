import {
  PREFERENCE_FLAGS,
  PREFERENCE_LABELS,
  type NotificationPreferences,
  type PreferenceFlag,
} from '@app/shared/notifications';
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

/** Whether the group's own switch ('E-mail notifications' for 'email_…') is off. */
function groupIsOff(flag: PreferenceFlag, prefs: NotificationPreferences) {
  const group = `${flag.split('_')[0]}_notifications_enabled`;
  return group !== flag && group in prefs && !prefs[group as PreferenceFlag];
}

/**
 * 'Notification Settings': one switch per preference flag; a group's switches
 * are greyed out while the group is off, since nothing of it is sent then.
 */
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
                    disabled={update.isPending || groupIsOff(flag, prefs.data)}
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
