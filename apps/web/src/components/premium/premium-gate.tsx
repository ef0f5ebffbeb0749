import LockIcon from '@mui/icons-material/Lock';
import { Box, ButtonBase, Chip } from '@mui/material';
import { useLayoutEffect, useState, type ReactNode } from 'react';

import { useUserLimits } from '../../features/premium/api/get-user-limits';
import { trackUsage } from '../../features/premium/api/track-usage';
import { isSignedIn } from '../../lib/auth-storage';
import { preloadable } from '../../lib/preloadable';
import { LoadWhenOpened } from '../lazy-dialog';

// Loaded when a locked feature is clicked.
const UpgradeDialog = preloadable(() =>
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
  /** What is locked, for the button's name; by default the content's first heading. */
  name?: string;
  children: ReactNode;
};

/** The party templates' feature: not a beta-free flag, so they stay Premium (spec 1). */
export const PREMIUM_TEMPLATES_FEATURE = 'premium_templates';

/** A feature's name when neither `name` nor a heading in the content gives one. */
const FEATURE_NAMES: Record<string, string> = {
  group_planning: 'Group planning',
  templates: 'Templates',
  enhanced_recommendations: 'Smarter recommendations',
  [PREMIUM_TEMPLATES_FEATURE]: 'Premium templates',
};

/**
 * The text of the first heading in `box`, kept up to date: the gated
 * content may load its parts after the gate is drawn.
 */
function useFirstHeading(box: HTMLElement | null) {
  const [heading, setHeading] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!box) return;
    const read = () =>
      setHeading(
        box
          .querySelector('h1, h2, h3, h4, h5, h6')
          ?.textContent?.trim()
          .replace(/\s+/g, ' ') || null,
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(box, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    return () => observer.disconnect();
  }, [box]);
  return heading;
}

/** 'Bachelor Party: Premium Feature, learn about upgrading'. */
function gateLabel(locked: string | undefined) {
  return locked
    ? `${locked}: Premium Feature, learn about upgrading`
    : 'Premium Feature: learn about upgrading';
}

/**
 * Premium users (and free users while a beta flag is on) see `children`
 * unchanged, as does everyone while the limits load. Others see it dimmed with
 * a 'Premium Feature' chip; a click records 'blocked' and opens the upgrade dialog.
 */
export function PremiumGate({ feature, name, children }: PremiumGateProps) {
  const limits = useUserLimits();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const heading = useFirstHeading(content);

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
        ref={setContent}
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
        // Named by what it locks: four template cards on /home all read
        // 'Premium Feature: learn about upgrading'.
        aria-label={gateLabel(name ?? heading ?? FEATURE_NAMES[feature])}
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
