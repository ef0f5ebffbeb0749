import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { RequireAuth } from '../../features/auth/components/require-auth';

export function Component() {
  return (
    <RequireAuth fallback={null}>
      <AnalyticsPage />
    </RequireAuth>
  );
}
