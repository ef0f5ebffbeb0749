/** Cache keys of friends and people search (`/api/social/*`). */
export const socialKeys = {
  all: ['social'] as const,
  friends: () => [...socialKeys.all, 'friends'] as const,
  people: (q: string) => [...socialKeys.all, 'people', q] as const,
};
