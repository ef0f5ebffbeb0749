import { DashboardPage } from '../dashboard/components/dashboard-page';

export function Component() {
  return <DashboardPage />;
}
