import type { ServerTemplate } from '@app/shared/server-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { templatesKeys } from './templates-keys';

const getTemplate = (id: string) =>
  api.get<ServerTemplate>(
    `/api/ai/enhanced/templates/${encodeURIComponent(id)}`,
  );

const templateQuery = (id: string) =>
  queryOptions({
    queryKey: templatesKeys.detail(id),
    queryFn: () => getTemplate(id),
  });

export const useTemplate = (id: string | null) =>
  useQuery({ ...templateQuery(id ?? ''), enabled: id !== null });
