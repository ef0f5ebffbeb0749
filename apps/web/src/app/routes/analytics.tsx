import { AnalyticsPage } from '../../features/analytics/components/analytics-page';
import { useRequireAuth } from '../../features/auth/hooks/use-require-auth';

export function Component() {
  const user = useRequireAuth();
  if (!user) return null;
  return <AnalyticsPage />;
}
