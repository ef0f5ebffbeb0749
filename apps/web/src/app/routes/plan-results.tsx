import { planDetailSchema, type PlanDetail } from '@app/shared/plans';
import { Alert, Button, Container, Stack } from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { PageLoader } from '../../components/page-loader';
import { PlanExplorer } from '../../features/plans/components/lazy-plan-explorer';
import { usePlanSession } from '../../features/plans/hooks/use-plan-session';

function parsePlan(raw: string | null): PlanDetail | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<PlanDetail>;
    const result = planDetailSchema.safeParse({
      id: 0,
      title: data.title ?? data.name ?? 'Your Plan',
      name: data.name ?? data.title ?? 'Your Plan',
      template: null,
      location: { lat: null, lng: null, address: null },
      days: [],
      start_date: '',
      end_date: '',
      interests: [],
      radius: null,
      budget: null,
      budget_type: null,
      price_range: null,
      ai_prompt: null,
      note_interests: [],
      activity_count: data.activities?.length ?? 0,
      created_at: new Date().toISOString(),
      ...data,
    });
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** A plan the server returned without a valid id, passed in the URL. */
export function Component() {
  const [params] = useSearchParams();
  const plan = parsePlan(params.get('data'));
  const isSignedIn = usePlanSession();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {plan ? (
        <Suspense fallback={<PageLoader />}>
          <PlanExplorer plan={plan} isSignedIn={isSignedIn} />
        </Suspense>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">
            No valid plan data returned from server
          </Alert>
          <Button component={RouterLink} to="/create" variant="contained">
            Create a Plan
          </Button>
        </Stack>
      )}
    </Container>
  );
}
