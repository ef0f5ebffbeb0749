import type { UserAnalytics } from '@app/shared/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

const getAnalytics = () => api.get<UserAnalytics>('/api/users/me/analytics');

const analyticsQuery = () =>
  queryOptions({ queryKey: ['analytics'], queryFn: getAnalytics });

export const useAnalytics = () => useQuery(analyticsQuery());
