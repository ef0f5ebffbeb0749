import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';

import { useUpgradePrompt } from '../../features/premium/api/get-upgrade-prompt';
import { trackUsage } from '../../features/premium/api/track-usage';

const FALLBACK = {
  title: 'Upgrade to Premium',
  message: 'This feature is part of Premium.',
  benefits: [] as string[],
};

export type UpgradeDialogProps = {
  open: boolean;
  feature: string;
  onClose: () => void;
  /** Overrides the server's message, e.g. the limit error the API answered. */
  message?: string;
};

/** Title, message and benefits from the server; Maybe Later / Compare Plans / Upgrade Now. */
export function UpgradeDialog({
  open,
  feature,
  onClose,
  message,
}: UpgradeDialogProps) {
  const navigate = useNavigate();
  const prompt = useUpgradePrompt(feature, open).data ?? FALLBACK;

  const go = (to: string) => {
    void trackUsage(feature, 'upgrade_clicked', { to });
    onClose();
    void navigate(to);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="upgrade-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="upgrade-dialog-title">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <WorkspacePremiumIcon color="secondary" aria-hidden />
          <span>{prompt.title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{message ?? prompt.message}</Typography>
        {prompt.benefits.length > 0 && (
          <List dense aria-label="Premium benefits">
            {prompt.benefits.map((benefit) => (
              <ListItem key={benefit} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircleIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={benefit} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Maybe Later</Button>
        <Button
          variant="outlined"
          onClick={() => go('/pricing#feature-comparison')}
        >
          Compare Plans
        </Button>
        <Button variant="contained" onClick={() => go('/pricing')}>
          Upgrade Now
        </Button>
      </DialogActions>
    </Dialog>
  );
}
