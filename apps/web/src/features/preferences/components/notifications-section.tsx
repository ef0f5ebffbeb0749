import type { Preferences } from '@app/shared/preferences';
import { FormControlLabel, Stack, Switch } from '@mui/material';

type NotificationsSectionProps = {
  values: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
};

export function NotificationsSection({
  values,
  onChange,
}: NotificationsSectionProps) {
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={values.email_notifications}
            onChange={(e) =>
              onChange({ email_notifications: e.target.checked })
            }
          />
        }
        label="Email notifications"
      />
      <FormControlLabel
        disabled
        control={<Switch checked={values.sms_notifications} />}
        label="SMS notifications (coming soon)"
      />
    </Stack>
  );
}
