import { placeName } from '@app/shared/metro';
import type { PlanDetail } from '@app/shared/plans';
import { budgetLabel } from '@app/shared/pricing';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import ShareIcon from '@mui/icons-material/Share';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  IconButton,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { LazyTooltip } from '../../../components/lazy-tooltip';
import { countOf } from '../../../lib/format-count';
import { offerLink } from '../../../lib/offer-link';
import { noteLine } from '../note-line';

const HEADER_GRADIENT = 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)';

type Props = {
  plan: PlanDetail;
  selectedCount: number;
  isSignedIn: boolean;
  /** Save pressed while signed out: the page says why, with a way to sign in. */
  onSignInNeeded: (message: string) => void;
  /** The owner's action: answers the plan's share link. Absent for visitors. */
  getShareUrl?: () => Promise<string>;
};

export function PlanHeaderCard({
  plan,
  selectedCount,
  isSignedIn,
  onSignInNeeded,
  getShareUrl,
}: Props) {
  const place = placeName(plan.location);
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sharing, setSharing] = useState(false);

  const handleShare = async (createUrl: () => Promise<string>) => {
    if (sharing) return;
    setSharing(true);
    setFailed(false);
    let url;
    try {
      url = await createUrl();
    } catch {
      setFailed(true);
      setMessage('Could not create a share link. Please try again.');
      return;
    } finally {
      setSharing(false);
    }
    const told = await offerLink(
      url,
      plan.title,
      `Check out my plan: ${plan.title}`,
    );
    if (told) setMessage(told);
  };

  const handleSave = () => {
    if (!isSignedIn) {
      onSignInNeeded('Please log in to save plans');
      return;
    }
    setMessage(
      `Plan saved! ${countOf(plan.activities.length, 'activity', 'activities')} found, ${selectedCount} selected.`,
    );
  };

  const understood = noteLine(plan.note_interests);
  const budgetText = budgetLabel(
    { amount: plan.budget, type: plan.budget_type },
    plan.days.length,
  );

  return (
    <Card sx={{ background: HEADER_GRADIENT, color: 'common.white' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="overline" sx={{ opacity: 0.85 }}>
              Exploration Mode, step 1 of 2
            </Typography>
            <Typography
              variant="h5"
              component="h1"
              sx={{ wordBreak: 'break-word' }}
            >
              {plan.title}
            </Typography>
          </Box>
          {getShareUrl && (
            <LazyTooltip title="Share plan">
              {/* Busy, not disabled, while the link is made: a disabled
                  button loses the focus it had, which fell to the page. */}
              <IconButton
                aria-label="Share plan"
                aria-disabled={sharing || undefined}
                onClick={() => void handleShare(getShareUrl)}
                sx={{ color: 'inherit' }}
              >
                <ShareIcon />
              </IconButton>
            </LazyTooltip>
          )}
          <LazyTooltip title="Save plan">
            <IconButton
              aria-label="Save plan"
              onClick={handleSave}
              sx={{ color: 'inherit' }}
            >
              <BookmarkIcon />
            </IconButton>
          </LazyTooltip>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {place && (
            <Chip
              label={place}
              sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
            />
          )}
          <Chip
            label={countOf(plan.days.length, 'day')}
            sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
          />
          {budgetText && (
            <Chip
              label={budgetText}
              sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
            />
          )}
        </Stack>
        {understood && (
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
            {understood}
          </Typography>
        )}
      </CardContent>
      <Snackbar
        open={Boolean(message)}
        autoHideDuration={4000}
        onClose={() => setMessage(null)}
      >
        <Alert
          severity={failed ? 'error' : 'success'}
          onClose={() => setMessage(null)}
          variant="filled"
        >
          {message}
        </Alert>
      </Snackbar>
    </Card>
  );
}
