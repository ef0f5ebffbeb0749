import LockIcon from '@mui/icons-material/Lock';
import { Box, ButtonBase, Chip } from '@mui/material';
import { lazy, useState, type ReactNode } from 'react';

import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { isSignedIn } from '../../../lib/auth-storage';
import { useUserLimits } from '../api/get-user-limits';
import { trackUsage } from '../api/track-usage';

// Loaded when a locked feature is clicked.
const UpgradeDialog = lazy(() =>
  import('./upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })),
);

const FLAG_FEATURES = [
  'group_planning',
  'templates',
  'enhanced_recommendations',
] as const;
type FlagFeature = (typeof FLAG_FEATURES)[number];
const isFlag = (feature: string): feature is FlagFeature =>
  (FLAG_FEATURES as readonly string[]).includes(feature);

export type PremiumGateProps = {
  /** A flag of check-limits (group_planning, templates, enhanced_recommendations); any other name needs Premium. */
  feature: string;
  children: ReactNode;
};

/**
 * Premium users (and free users while a beta flag is on) see `children`
 * unchanged, as does everyone while the limits load. Others see it dimmed with
 * a 'Premium Feature' chip; a click records 'blocked' and opens the upgrade dialog.
 */
export function PremiumGate({ feature, children }: PremiumGateProps) {
  const limits = useUserLimits();
  const [open, setOpen] = useState(false);

  if (isSignedIn() && limits.isPending) return <>{children}</>;
  const data = limits.data;
  const hasAccess = data
    ? data.is_premium || (isFlag(feature) && data.limits[feature])
    : false;
  if (hasAccess) return <>{children}</>;

  const handleClick = () => {
    void trackUsage(feature, 'blocked');
    setOpen(true);
  };

  return (
    // Full height, so a locked card in a grid row is as tall as its neighbours.
    <Box sx={{ position: 'relative', height: '100%' }}>
      <Box
        aria-hidden
        inert
        sx={{
          height: '100%',
          opacity: 0.45,
          filter: 'grayscale(0.6)',
          pointerEvents: 'none',
        }}
      >
        {children}
      </Box>
      <ButtonBase
        onClick={handleClick}
        aria-label="Premium Feature: learn about upgrading"
        sx={{
          position: 'absolute',
          inset: 0,
          borderRadius: 2,
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
          pr: 2,
        }}
      >
        {/* On the top edge, so it never covers the feature's own title. */}
        <Chip
          icon={<LockIcon />}
          label="Premium Feature"
          color="secondary"
          size="small"
          sx={{ transform: 'translateY(-50%)' }}
        />
      </ButtonBase>
      <LoadWhenOpened open={open}>
        <UpgradeDialog
          open={open}
          feature={feature}
          onClose={() => setOpen(false)}
        />
      </LoadWhenOpened>
    </Box>
  );
}
