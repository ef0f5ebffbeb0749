/** Cache keys of the premium resource (`/api/premium/*`); invalidate `all` for every premium read. */
export const premiumKeys = {
  all: ['premium'] as const,
  limits: () => [...premiumKeys.all, 'limits'] as const,
  tiers: () => [...premiumKeys.all, 'tiers'] as const,
  upgradePrompt: (feature: string) =>
    [...premiumKeys.all, 'upgrade-prompt', feature] as const,
};
