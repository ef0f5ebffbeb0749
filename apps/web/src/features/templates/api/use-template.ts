import type {
  UseTemplateInput,
  UseTemplateResponse,
} from '@app/shared/server-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateUsage } from '../../stats/api/invalidate-usage';

import { templatesKeys } from './templates-keys';

const applyTemplate = (input: UseTemplateInput) =>
  api.post<UseTemplateResponse>('/api/ai/enhanced/templates/use', input);

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templatesKeys.all }),
        invalidateUsage(queryClient),
      ]),
  });
}
