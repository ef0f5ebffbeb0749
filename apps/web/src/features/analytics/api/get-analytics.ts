import { userAnalyticsSchema } from '@app/shared/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const getAnalytics = () =>
  api.get('/api/users/me/analytics', { schema: userAnalyticsSchema });

const analyticsQuery = () =>
  queryOptions({ queryKey: ['analytics'], queryFn: getAnalytics });

export const useAnalytics = () => useQuery(analyticsQuery());
