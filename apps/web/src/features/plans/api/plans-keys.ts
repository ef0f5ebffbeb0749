/** Cache keys of the plans resource (`/api/plans`, `/api/shared-plans`). */
export const plansKeys = {
  all: ['plans'] as const,
  drafts: () => [...plansKeys.all, 'drafts'] as const,
  detail: (id: number) => [...plansKeys.all, 'detail', id] as const,
  shared: (shareId: string) => [...plansKeys.all, 'shared', shareId] as const,
};
