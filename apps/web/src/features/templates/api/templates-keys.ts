/** Cache keys of the server templates (`/api/ai/enhanced/templates`). */
export const templatesKeys = {
  all: ['templates'] as const,
  list: (category: string | null | undefined) =>
    [...templatesKeys.all, 'list', category ?? 'all'] as const,
  detail: (id: string) => [...templatesKeys.all, 'detail', id] as const,
};
