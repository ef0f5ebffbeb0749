import { RequireAuth } from '../../components/auth/require-auth';
import { AnalyticsPage } from '../../features/analytics/components/analytics-page';

export function Component() {
  return (
    <RequireAuth fallback={null}>
      <AnalyticsPage />
    </RequireAuth>
  );
}
