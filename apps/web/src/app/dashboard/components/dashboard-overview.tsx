import { PremiumGate } from '../../../components/premium/premium-gate';
import { WeatherWidget } from '../../../features/weather/components/weather-widget';

import { ActivitySideColumn } from './activity-side-column';
import { DashboardHome } from './dashboard-home';
import {
  EVENT_TEMPLATES_TEASER,
  GROUP_PLANNING_TEASER,
  TeaserCard,
} from './premium-teasers';

/** Dashboard tab 0 with its weather and side column. */
export function DashboardOverview({
  onQuickPlan,
}: {
  onQuickPlan: () => void;
}) {
  return (
    <DashboardHome
      onQuickPlan={onQuickPlan}
      weather={<WeatherWidget />}
      sideColumn={
        <>
          <ActivitySideColumn />
          <PremiumGate feature="group_planning">
            <TeaserCard {...GROUP_PLANNING_TEASER} />
          </PremiumGate>
          <PremiumGate feature="templates">
            <TeaserCard {...EVENT_TEMPLATES_TEASER} />
          </PremiumGate>
        </>
      }
    />
  );
}
