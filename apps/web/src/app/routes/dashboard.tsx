import {
  Alert,
  Box,
  CircularProgress,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { LoadWhenOpened } from '../../components/lazy-dialog';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { displayNameOf } from '../../features/auth/lib/display-name';
import { useExportData } from '../../features/dashboard/api/export-data';
import { DashboardMenu } from '../../features/dashboard/components/dashboard-menu';
import { DashboardTabs } from '../../features/dashboard/components/dashboard-tabs';
import { DashboardWelcome } from '../../features/dashboard/components/dashboard-welcome';
import { PremiumGate } from '../../features/premium/components/premium-gate';
import { useUserStats } from '../../features/stats/api/get-user-stats';
import { BackendStatus } from '../../features/status/components/backend-status';
import { StatusBadge } from '../../features/status/components/status-badge';
import { preloadable } from '../../lib/preloadable';

// The overview's sections load beside the header's requests; the other tabs
// and the quick plan form when they are opened.
const DashboardOverview = preloadable(() =>
  import('../../features/dashboard/components/dashboard-overview').then(
    (m) => ({ default: m.DashboardOverview }),
  ),
);
const AiDiscoveryPanel = lazy(() =>
  import('../../features/ai-discovery/components/ai-discovery-panel').then(
    (m) => ({ default: m.AiDiscoveryPanel }),
  ),
);
const AiIntelligencePanel = lazy(() =>
  import('../../features/ai-intelligence/components/ai-intelligence-panel').then(
    (m) => ({ default: m.AiIntelligencePanel }),
  ),
);
const FeedView = lazy(() =>
  import('../../features/feed/components/feed-view').then((m) => ({
    default: m.FeedView,
  })),
);
const TemplatesTab = lazy(() =>
  import('../../features/templates/components/templates-tab').then((m) => ({
    default: m.TemplatesTab,
  })),
);
const QuickPlanDialog = lazy(() =>
  import('../../features/quick-plan/components/quick-plan-dialog').then(
    (m) => ({ default: m.QuickPlanDialog }),
  ),
);

const STAY_TABS = [0, 5, 6, 7];

function SignedInDashboard() {
  const name = displayNameOf(useCurrentUser());
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('tab') ?? 0);
  const tab = STAY_TABS.includes(requested) ? requested : 0;
  const [quickPlanOpen, setQuickPlanOpen] = useState(false);
  const signOut = useSignOut();
  const exporter = useExportData();
  const stats = useUserStats();
  useEffect(() => DashboardOverview.preload(), []);

  const setTab = (next: number) =>
    setParams(next === 0 ? {} : { tab: String(next) }, { replace: true });

  return (
    <Box
      component="main"
      sx={{ p: { xs: 3, md: 6 }, maxWidth: 1400, mx: 'auto' }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}
        >
          Welcome back, {name}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <BackendStatus />
          <DashboardMenu
            onExport={() => exporter.mutate()}
            onSignOut={() => void signOut()}
          />
        </Stack>
      </Stack>
      <Box sx={{ mb: 3 }}>
        <StatusBadge
          locationName="Denver, CO"
          plansCount={stats.data?.total_plans}
        />
      </Box>
      <DashboardTabs value={tab} onStay={setTab} />
      <Box
        role="tabpanel"
        id={`dashboard-panel-${tab}`}
        aria-labelledby={`dashboard-tab-${tab}`}
      >
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>
          {tab === 0 && (
            <DashboardOverview onQuickPlan={() => setQuickPlanOpen(true)} />
          )}
          {tab === 5 && <FeedView headingLevel="h2" />}
          {tab === 6 && (
            <>
              <AiDiscoveryPanel />
              <AiIntelligencePanel />
            </>
          )}
          {tab === 7 && (
            <PremiumGate feature="templates">
              <TemplatesTab />
            </PremiumGate>
          )}
        </Suspense>
      </Box>
      <LoadWhenOpened open={quickPlanOpen}>
        <QuickPlanDialog
          open={quickPlanOpen}
          onClose={() => setQuickPlanOpen(false)}
        />
      </LoadWhenOpened>
      <Snackbar
        open={exporter.isError}
        autoHideDuration={3000}
        onClose={() => exporter.reset()}
      >
        <Alert severity="error">
          Could not export your data. Please try again.
        </Alert>
      </Snackbar>
    </Box>
  );
}

export function Component() {
  return (
    <RequireAuth redirectTo={null} fallback={<DashboardWelcome />}>
      <SignedInDashboard />
    </RequireAuth>
  );
}
