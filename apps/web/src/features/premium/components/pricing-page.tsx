import CheckIcon from '@mui/icons-material/Check';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  Grid,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { SignInButton } from '../../../components/auth/sign-in-button';
import { isSignedIn } from '../../../lib/auth-storage';
import { useLaunchListStatus } from '../api/get-launch-list';
import { useTiers } from '../api/get-tiers';
import { useUserLimits } from '../api/get-user-limits';
import { useJoinLaunchList } from '../api/join-launch-list';
import { trackUsage } from '../api/track-usage';

import { FeatureComparison } from './feature-comparison';

const FREE_POINTS = [
  'Plan weekends from your interests',
  'Favorites and a bucket list',
  'Weather-aware suggestions',
];
const PREMIUM_POINTS = [
  'Unlimited plans, favorites and bucket list',
  'Enhanced AI recommendations',
  'Group planning and premium templates',
  'Ad-free, with priority support',
];
/** The free tier, marked when it is the signed-in user's plan. */
function FreeCard({ isCurrent }: { isCurrent: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          Free
        </Typography>
        {isCurrent && (
          <Chip label="Your current plan" color="primary" size="small" />
        )}
        <List dense>
          {FREE_POINTS.map((p) => (
            <ListItem key={p} disableGutters>
              <ListItemText primary={p} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** The premium tier and, until the user has it, the launch-list button. */
function PremiumCard({
  isPremium,
  isOnList,
  isJoining,
  onUpgrade,
}: {
  isPremium: boolean;
  isOnList: boolean;
  isJoining: boolean;
  onUpgrade: () => void;
}) {
  return (
    <Card
      sx={{
        height: '100%',
        background: (t) =>
          `linear-gradient(135deg, ${t.palette.primary.main} 0%, ${t.palette.secondary.main} 100%)`,
        color: '#fff',
      }}
    >
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          <WorkspacePremiumIcon
            sx={{ mr: 1, verticalAlign: 'middle' }}
            aria-hidden
          />
          Premium
        </Typography>
        <Chip
          label={isPremium ? 'Your current plan' : 'Coming soon'}
          size="small"
          sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: '#fff' }}
        />
        <List dense>
          {PREMIUM_POINTS.map((p) => (
            <ListItem key={p} disableGutters>
              <ListItemText primary={p} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {!isPremium && (
        <CardActions
          sx={{
            px: 4,
            pb: 4,
            flexDirection: 'column',
            alignItems: 'stretch',
            gap: 2,
          }}
        >
          {/* aria-disabled, not disabled: a disabled button would drop
              the focus of the user who has just pressed it. */}
          <Button
            variant="contained"
            onClick={onUpgrade}
            aria-disabled={isOnList || isJoining || undefined}
            startIcon={isOnList ? <CheckIcon /> : undefined}
            sx={{
              bgcolor: '#fff',
              color: 'secondary.main',
              '&:hover': { bgcolor: '#f1f1f1' },
              '&[aria-disabled="true"]': { cursor: 'default' },
            }}
          >
            {isOnList
              ? "You're on the launch list"
              : 'Upgrade Now (coming soon)'}
          </Button>
          {isOnList && (
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              We&apos;ll let you know when Premium is available.
            </Typography>
          )}
        </CardActions>
      )}
    </Card>
  );
}

export function PricingPage() {
  const { hash } = useLocation();
  const tiers = useTiers();
  const limits = useUserLimits();
  const join = useJoinLaunchList();
  const launchList = useLaunchListStatus();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const isPremium = limits.data?.is_premium ?? false;
  const signedIn = isSignedIn();
  const isOnList = launchList.data?.on_list === true;

  useEffect(() => {
    if (hash === '#feature-comparison') {
      document
        .getElementById('feature-comparison')
        ?.scrollIntoView({ block: 'start' });
    }
  }, [hash, tiers.isSuccess]);

  const handleUpgrade = () => {
    if (isOnList || join.isPending) return;
    void trackUsage('premium', 'upgrade_clicked', { from: 'pricing' });
    if (!signedIn) {
      setNeedsSignIn(true);
      return;
    }
    join.mutate();
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: 8 }}>
      <Box sx={{ textAlign: 'center', mb: 8 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Plans
        </Typography>
        <Typography color="text.secondary">
          Start free. Premium removes every limit when it launches.
        </Typography>
      </Box>
      <Grid container spacing={4} sx={{ mb: 10 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FreeCard
            isCurrent={signedIn && Boolean(limits.data) && !isPremium}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PremiumCard
            isPremium={isPremium}
            isOnList={isOnList}
            isJoining={join.isPending}
            onUpgrade={handleUpgrade}
          />
        </Grid>
      </Grid>
      <Box aria-live="polite" sx={{ mb: join.isIdle && !needsSignIn ? 0 : 6 }}>
        {join.isSuccess && (
          <Alert severity="success">{join.data.message}</Alert>
        )}
        {join.isError && <Alert severity="error">{join.error.message}</Alert>}
        {needsSignIn && (
          <Alert severity="info" action={<SignInButton color="inherit" />}>
            Premium is coming soon. Sign in to join the launch list.
          </Alert>
        )}
      </Box>
      <FeatureComparison tiers={tiers.data} />
    </Container>
  );
}
