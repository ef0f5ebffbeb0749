import type { Activity } from '@app/shared/activity';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

/** The draft's suggestions the finalized plan does not hold yet, best first. */
export const usePlanSuggestions = (planId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...finalizedPlansKeys.detail(planId), 'suggestions'],
    queryFn: () =>
      api.get<Activity[]>(`/api/finalized-plans/${planId}/suggestions`),
    enabled,
  });
