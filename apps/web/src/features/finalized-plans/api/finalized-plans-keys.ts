/** Cache keys of the finalized-plans resource; invalidate `all` after any change. */
export const finalizedPlansKeys = {
  all: ['finalized-plans'] as const,
  list: () => [...finalizedPlansKeys.all, 'list'] as const,
  detail: (id: number) => [...finalizedPlansKeys.all, 'detail', id] as const,
};
