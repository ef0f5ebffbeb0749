import { Container } from '@mui/material';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';

import { namesSchedule } from '../../features/finalized-plans/api/share-finalized-plan';
import { useSharedPlan } from '../../features/plans/api/share-plan';
import { PlanExplorer } from '../../features/plans/components/lazy-plan-explorer';
import { PlanNav } from '../../features/plans/components/plan-nav';
import { PlanQueryView } from '../../features/plans/components/plan-query-view';
import { SharedItinerary } from '../../features/plans/components/shared-itinerary';
import { usePlanSession } from '../../features/plans/hooks/use-plan-session';
import { planWeather } from '../../features/weather/components/plan-weather';
import { usePageTitle } from '../../lib/page-title';
import { useSaveActions } from '../../lib/use-save-actions';

/** A plan someone shared: anyone with the link browses its suggestions or reads its schedule. */
export function Component() {
  const { shareId = '' } = useParams();
  const isSignedIn = usePlanSession();
  const { search } = useLocation();
  const query = useSharedPlan(shareId, namesSchedule(search));
  usePageTitle(query.data?.plan.title);
  const { saveActions, upgradeDialog } = useSaveActions();
  useEffect(() => PlanExplorer.preload(), []);

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
      <PlanNav />
      <PlanQueryView
        query={query}
        notFoundMessage="This shared plan link is not valid or the plan was deleted."
      >
        {(shared) =>
          shared.kind === 'itinerary' ? (
            <SharedItinerary plan={shared.plan} />
          ) : (
            <PlanExplorer
              plan={shared.plan}
              isSignedIn={isSignedIn}
              saveActions={saveActions}
              weather={planWeather(shared.plan)}
            />
          )
        }
      </PlanQueryView>
      {upgradeDialog}
    </Container>
  );
}
