import {
  approachingLimitMessage,
  limitReachedMessage,
  usageStatus,
  type LimitValue,
} from '@app/shared/premium-rules';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

export type UsageMeterProps = {
  /** Shown as the heading, e.g. 'Favorites'. */
  title: string;
  /** Used inside the limit messages, e.g. 'favorites', 'bucket list'. */
  featureLabel: string;
  used: number;
  limit: LimitValue;
  compact?: boolean;
};

const COLORS = {
  ok: 'success',
  approaching: 'warning',
  at_limit: 'error',
  unlimited: 'success',
} as const;

function percentOf(used: number, limit: LimitValue) {
  if (limit === 'unlimited') return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

type Meter = ReturnType<typeof meterOf>;

function meterOf(title: string, used: number, limit: LimitValue) {
  const limitText = limit === 'unlimited' ? 'Unlimited' : String(limit);
  return {
    status: usageStatus(used, limit),
    percent: percentOf(used, limit),
    limitText,
    progressLabel: `${title} usage: ${used} of ${limitText}`,
  };
}

/** Used against limit with the 80 % warning (spec 2 §2, §4); 'Unlimited' for premium. */
export function UsageMeter({
  title,
  featureLabel,
  used,
  limit,
  compact = false,
}: UsageMeterProps) {
  const meter = meterOf(title, used, limit);
  const { status, percent, limitText, progressLabel } = meter;

  if (compact) return <CompactUsageMeter used={used} meter={meter} />;

  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {status === 'unlimited' ? (
          <Chip size="small" color="success" label="Unlimited" />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {used} / {limitText}
          </Typography>
        )}
      </Stack>
      {status !== 'unlimited' && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={COLORS[status]}
          aria-label={progressLabel}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
      <LimitNotice status={status} featureLabel={featureLabel} />
    </Paper>
  );
}

/** The one-line form: the count, the bar, and a chip near the limit. */
function CompactUsageMeter({ used, meter }: { used: number; meter: Meter }) {
  const { status, percent, limitText, progressLabel } = meter;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', minWidth: 0 }}
    >
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {used} / {limitText}
      </Typography>
      {status === 'unlimited' ? (
        <Chip size="small" color="success" label="Unlimited" />
      ) : (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={COLORS[status]}
          aria-label={progressLabel}
          sx={{ flex: 1, minWidth: 48, height: 6, borderRadius: 3 }}
        />
      )}
      {status === 'at_limit' && (
        <Chip size="small" color="error" label="Limit Reached" />
      )}
      {status === 'approaching' && (
        <Chip size="small" color="warning" label="Almost Full" />
      )}
    </Stack>
  );
}

/** The warning near the limit, and the way to lift it. */
function LimitNotice({
  status,
  featureLabel,
}: {
  status: Meter['status'];
  featureLabel: string;
}) {
  const showUpgrade = status === 'approaching' || status === 'at_limit';
  return (
    <>
      {status === 'at_limit' && (
        <Alert severity="error" sx={{ mt: 3 }}>
          <AlertTitle>Limit Reached!</AlertTitle>
          {limitReachedMessage(featureLabel)}
        </Alert>
      )}
      {status === 'approaching' && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          <AlertTitle>Approaching Limit</AlertTitle>
          {approachingLimitMessage(featureLabel)}
        </Alert>
      )}
      {showUpgrade && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
          <Button component={RouterLink} to="/pricing" variant="contained">
            Upgrade to Premium
          </Button>
          <Button
            component={RouterLink}
            to="/pricing#feature-comparison"
            variant="outlined"
          >
            Compare Plans
          </Button>
        </Box>
      )}
    </>
  );
}
