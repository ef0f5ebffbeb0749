import { serverTemplateSchema } from '@app/shared/server-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { templatesKeys } from './templates-keys';

const getTemplate = (id: string) =>
  api.get(`/api/ai/enhanced/templates/${encodeURIComponent(id)}`, {
    schema: serverTemplateSchema,
  });

const templateQuery = (id: string) =>
  queryOptions({
    queryKey: templatesKeys.detail(id),
    queryFn: () => getTemplate(id),
  });

export const useTemplate = (id: string | null) =>
  useQuery({ ...templateQuery(id ?? ''), enabled: id !== null });
