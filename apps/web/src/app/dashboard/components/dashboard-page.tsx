import { Alert, Box, Snackbar } from '@mui/material';
import { useState } from 'react';

import { RequireAuth } from '../../../components/auth/require-auth';
import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { useExportData } from '../../../features/dashboard/api/export-data';
import { useUserStats } from '../../../features/stats/api/get-user-stats';
import { displayNameOf } from '../../../lib/auth/display-name';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { preloadable } from '../../../lib/preloadable';
import { useDashboardTab } from '../hooks/use-dashboard-tab';

import { DashboardHeader } from './dashboard-header';
import { DashboardPanel } from './dashboard-panel';
import { DashboardTabs } from './dashboard-tabs';
import { DashboardWelcome } from './dashboard-welcome';

// The quick plan form loads when it is opened.
const QuickPlanDialog = preloadable(() =>
  import('../../../features/quick-plan/components/quick-plan-dialog').then(
    (m) => ({
      default: m.QuickPlanDialog,
    }),
  ),
);

function SignedInDashboard() {
  const name = displayNameOf(useCurrentUser());
  const [tab, setTab] = useDashboardTab();
  const [quickPlanOpen, setQuickPlanOpen] = useState(false);
  const signOut = useSignOut();
  const exporter = useExportData();
  const stats = useUserStats();

  return (
    <Box
      component="main"
      sx={{ p: { xs: 3, md: 6 }, maxWidth: 1400, mx: 'auto' }}
    >
      <DashboardHeader
        name={name}
        plansCount={stats.data?.total_plans}
        onExport={() => exporter.mutate()}
        onSignOut={() => void signOut()}
      />
      <DashboardTabs value={tab} onStay={setTab} />
      <DashboardPanel tab={tab} onQuickPlan={() => setQuickPlanOpen(true)} />
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

/** The signed-in user's dashboard; a welcome for a guest. */
export function DashboardPage() {
  return (
    <RequireAuth redirectTo={null} fallback={<DashboardWelcome />}>
      <SignedInDashboard />
    </RequireAuth>
  );
}
