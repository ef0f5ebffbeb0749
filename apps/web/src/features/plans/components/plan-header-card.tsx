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

import { LazyTooltip } from '../../../components/lazy-tooltip';
import { countOf } from '../../../lib/format-count';
import { usePlanHeaderActions } from '../hooks/use-plan-header-actions';

import { PlanNoteLines } from './plan-note-lines';

const HEADER_GRADIENT = 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)';
const CHIP_SX = { bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' };

type Props = {
  plan: PlanDetail;
  selectedCount: number;
  isSignedIn: boolean;
  /** Save pressed while signed out: the page says why, with a way to sign in. */
  onSignInNeeded: (message: string) => void;
  /** The owner's action: answers the plan's share link. Absent for visitors. */
  getShareUrl?: () => Promise<string>;
};

export function PlanHeaderCard({ plan, getShareUrl, ...rest }: Props) {
  const actions = usePlanHeaderActions({ plan, ...rest });
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
          <HeaderButtons
            onShare={getShareUrl && (() => void actions.share(getShareUrl))}
            sharing={actions.sharing}
            onSave={actions.save}
          />
        </Stack>
        <PlanChips plan={plan} />
        <PlanNoteLines
          interests={plan.note_interests}
          unmet={plan.note_unmet ?? []}
        />
      </CardContent>
      <Snackbar
        open={Boolean(actions.message)}
        autoHideDuration={4000}
        onClose={actions.dismiss}
      >
        <Alert
          severity={actions.failed ? 'error' : 'success'}
          onClose={actions.dismiss}
          variant="filled"
        >
          {actions.message}
        </Alert>
      </Snackbar>
    </Card>
  );
}

/** Share (the owner's only) and Save, white on the header. */
function HeaderButtons({
  onShare,
  sharing,
  onSave,
}: {
  onShare: (() => void) | undefined;
  sharing: boolean;
  onSave: () => void;
}) {
  return (
    <>
      {onShare && (
        <LazyTooltip title="Share plan">
          {/* Busy, not disabled, while the link is made: a disabled
              button loses the focus it had, which fell to the page. */}
          <IconButton
            aria-label="Share plan"
            aria-disabled={sharing || undefined}
            onClick={onShare}
            sx={{ color: 'inherit' }}
          >
            <ShareIcon />
          </IconButton>
        </LazyTooltip>
      )}
      <LazyTooltip title="Save plan">
        <IconButton
          aria-label="Save plan"
          onClick={onSave}
          sx={{ color: 'inherit' }}
        >
          <BookmarkIcon />
        </IconButton>
      </LazyTooltip>
    </>
  );
}

/** The plan's place, length and budget. */
function PlanChips({ plan }: { plan: PlanDetail }) {
  const place = placeName(plan.location);
  const budgetText = budgetLabel(
    { amount: plan.budget, type: plan.budget_type },
    plan.days.length,
  );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
      {place && <Chip label={place} sx={CHIP_SX} />}
      <Chip label={countOf(plan.days.length, 'day')} sx={CHIP_SX} />
      {budgetText && <Chip label={budgetText} sx={CHIP_SX} />}
    </Stack>
  );
}
