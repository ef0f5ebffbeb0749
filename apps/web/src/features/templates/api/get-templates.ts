import type {
  TemplateCategory,
  TemplateListResponse,
} from '@app/shared/server-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { templatesKeys } from './templates-keys';

const getTemplates = (category: TemplateCategory | null) =>
  api.get<TemplateListResponse>('/api/ai/enhanced/templates', {
    query: { category: category ?? undefined },
  });

const templatesQuery = (category: TemplateCategory | null) =>
  queryOptions({
    queryKey: templatesKeys.list(category),
    queryFn: () => getTemplates(category),
  });

export const useTemplates = (category: TemplateCategory | null) =>
  useQuery(templatesQuery(category));
