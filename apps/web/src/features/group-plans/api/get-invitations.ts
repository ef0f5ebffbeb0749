import type { Invitation } from '@app/shared/group-plans';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { groupPlansKeys } from './group-plans-keys';

/** Plans the user is invited to and has not answered; refreshed by the notification stream. */
export const useInvitations = () =>
  useQuery({
    queryKey: groupPlansKeys.invitations(),
    queryFn: () => api.get<Invitation[]>('/api/group-plans/invitations'),
  });
