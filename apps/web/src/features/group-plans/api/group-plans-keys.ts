/** Cache keys of the group-plans resource (`/api/group-plans`). */
export const groupPlansKeys = {
  all: ['group-plan'] as const,
  detail: (planId: number) => [...groupPlansKeys.all, planId] as const,
  invitations: () => [...groupPlansKeys.all, 'invitations'] as const,
};
