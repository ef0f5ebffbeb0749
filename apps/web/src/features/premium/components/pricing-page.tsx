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
import { Link as RouterLink, useLocation } from 'react-router';

import { isSignedIn } from '../../../lib/auth-storage';
import { useSignInPath } from '../../auth/hooks/use-sign-in-path';
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

export function PricingPage() {
  const { hash } = useLocation();
  const tiers = useTiers();
  const limits = useUserLimits();
  const join = useJoinLaunchList();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const isPremium = limits.data?.is_premium ?? false;
  const signedIn = isSignedIn();
  const signInPath = useSignInPath();

  useEffect(() => {
    if (hash === '#feature-comparison') {
      document
        .getElementById('feature-comparison')
        ?.scrollIntoView({ block: 'start' });
    }
  }, [hash, tiers.isSuccess]);

  const handleUpgrade = () => {
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
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h5" component="h2" gutterBottom>
                Free
              </Typography>
              {signedIn && limits.data && !isPremium && (
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
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
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
                <Button
                  variant="contained"
                  onClick={handleUpgrade}
                  disabled={join.isPending || join.isSuccess}
                  sx={{
                    bgcolor: '#fff',
                    color: 'secondary.main',
                    '&:hover': { bgcolor: '#f1f1f1' },
                  }}
                >
                  Upgrade Now (coming soon)
                </Button>
              </CardActions>
            )}
          </Card>
        </Grid>
      </Grid>
      <Box aria-live="polite" sx={{ mb: join.isIdle && !needsSignIn ? 0 : 6 }}>
        {join.isSuccess && (
          <Alert severity="success">{join.data.message}</Alert>
        )}
        {join.isError && <Alert severity="error">{join.error.message}</Alert>}
        {needsSignIn && (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={signInPath} color="inherit">
                Log in
              </Button>
            }
          >
            Premium is coming soon. Log in to join the launch list.
          </Alert>
        )}
      </Box>
      <FeatureComparison tiers={tiers.data} />
    </Container>
  );
}
