import { MAX_FORECAST_DAYS } from '@app/shared/weather';
import { Alert, Container } from '@mui/material';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { Deferred } from '../../components/deferred';
import { useHideQuickActions } from '../../components/layout/page-fab';
import { useFinalizedPlan } from '../../features/finalized-plans/api/get-finalized-plan';
import { usePlan } from '../../features/plans/api/get-plan';
import { useSharePlan } from '../../features/plans/api/share-plan';
import { FinalizedDraftNotice } from '../../features/plans/components/finalized-draft-notice';
import { PlanExplorer } from '../../features/plans/components/lazy-plan-explorer';
import { PlanNav } from '../../features/plans/components/plan-nav';
import { PlanQueryView } from '../../features/plans/components/plan-query-view';
import { usePlanSession } from '../../features/plans/hooks/use-plan-session';
import { useWeather } from '../../features/weather/api/get-weather';
import { planWeather } from '../../features/weather/components/plan-weather';
import { namesNothing } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useSaveActions } from '../../lib/use-save-actions';

/**
 * The plan's forecast, asked for as soon as the plan answers rather than when
 * the explorer's code arrives; its weather section reads this answer.
 */
function AskForPlanWeather({
  plan,
}: {
  plan:
    | { days: string[]; location: { lat: number | null; lng: number | null } }
    | undefined;
}) {
  useWeather(
    {
      lat: plan?.location.lat ?? undefined,
      lng: plan?.location.lng ?? undefined,
      days: MAX_FORECAST_DAYS,
    },
    (plan?.days.length ?? 0) > 0,
  );
  return null;
}

export function Component() {
  const { planId } = useParams();
  const [params] = useSearchParams();
  const id = Number(planId);
  const isSignedIn = usePlanSession();
  const query = usePlan(id);
  // A finalized draft keeps its id, so a missing draft may be a schedule now.
  const finalized = useFinalizedPlan(namesNothing(query.error) ? id : null);
  usePageTitle(query.data?.title ?? finalized.data?.title);
  const share = useSharePlan(id);
  const { saveActions, upgradeDialog } = useSaveActions();
  useEffect(() => PlanExplorer.preload(), []);
  // Finalize is the page's main action: the dial's '+' stacked on it, over
  // the forecast, on a phone.
  useHideQuickActions();

  const getShareUrl = async () => {
    const { path } = await share.mutateAsync();
    return new URL(path, window.location.origin).toString();
  };

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
      <AskForPlanWeather plan={query.data} />
      <PlanNav />
      {!planId || !Number.isInteger(id) || id <= 0 ? (
        <Alert severity="error">No plan ID provided</Alert>
      ) : finalized.data ? (
        <FinalizedDraftNotice planId={id} title={finalized.data.title} />
      ) : (
        <Deferred>
          <PlanQueryView
            query={query}
            pending={finalized.isFetching}
            notFoundMessage={`No plan found with ID ${planId}`}
          >
            {(plan) => (
              <PlanExplorer
                plan={plan}
                isSignedIn={isSignedIn}
                saveActions={saveActions}
                getShareUrl={getShareUrl}
                finalizeHint={params.has('finalize')}
                weather={planWeather(plan)}
              />
            )}
          </PlanQueryView>
        </Deferred>
      )}
      {upgradeDialog}
    </Container>
  );
}
