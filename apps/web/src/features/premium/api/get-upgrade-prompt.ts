import type { UpgradePrompt } from '@app/shared/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { premiumKeys } from './premium-keys';

const getUpgradePrompt = (feature: string): Promise<UpgradePrompt> =>
  api.get<UpgradePrompt>(
    `/api/premium/upgrade-prompt/${encodeURIComponent(feature)}`,
  );

const upgradePromptQuery = (feature: string) =>
  queryOptions({
    queryKey: premiumKeys.upgradePrompt(feature),
    queryFn: () => getUpgradePrompt(feature),
    staleTime: Infinity,
  });

export const useUpgradePrompt = (feature: string, enabled: boolean) =>
  useQuery({ ...upgradePromptQuery(feature), enabled });
