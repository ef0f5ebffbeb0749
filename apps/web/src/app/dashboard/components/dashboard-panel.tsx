import { Box, CircularProgress } from '@mui/material';
import { Suspense, useEffect } from 'react';

import { PremiumGate } from '../../../components/premium/premium-gate';
import { preloadable } from '../../../lib/preloadable';

import { AskForOverviewData } from './overview-requests';

// The overview's sections load beside the header's requests; the other tabs
// when they are opened.
const DashboardOverview = preloadable(() =>
  import('./dashboard-overview').then((m) => ({
    default: m.DashboardOverview,
  })),
);
const WeekendDiscoveryPanel = preloadable(() =>
  import('../../../features/weekend-discovery/components/weekend-discovery-panel').then(
    (m) => ({
      default: m.WeekendDiscoveryPanel,
    }),
  ),
);
const WeekendInsightsPanel = preloadable(() =>
  import('../../../features/weekend-insights/components/weekend-insights-panel').then(
    (m) => ({ default: m.WeekendInsightsPanel }),
  ),
);
const FeedView = preloadable(() =>
  import('../../../features/feed/components/feed-view').then((m) => ({
    default: m.FeedView,
  })),
);
const TemplatesTab = preloadable(() =>
  import('../../../features/templates/components/templates-tab').then((m) => ({
    default: m.TemplatesTab,
  })),
);

/** The content of the dashboard's current tab. */
export function DashboardPanel({
  tab,
  onQuickPlan,
}: {
  tab: number;
  onQuickPlan: () => void;
}) {
  useEffect(() => DashboardOverview.preload(), []);
  return (
    <Box
      role="tabpanel"
      id={`dashboard-panel-${tab}`}
      aria-labelledby={`dashboard-tab-${tab}`}
    >
      {tab === 0 && <AskForOverviewData />}
      <Suspense fallback={<CircularProgress aria-label="Loading" />}>
        {tab === 0 && <DashboardOverview onQuickPlan={onQuickPlan} />}
        {tab === 5 && <FeedView headingLevel="h2" />}
        {tab === 6 && (
          <>
            <WeekendDiscoveryPanel />
            <WeekendInsightsPanel />
          </>
        )}
        {tab === 7 && (
          <PremiumGate feature="templates">
            <TemplatesTab />
          </PremiumGate>
        )}
      </Suspense>
    </Box>
  );
}
