/** Cache keys of the stats resource (`/api/user/stats`). */
export const statsKeys = {
  all: ['stats'] as const,
  user: () => [...statsKeys.all, 'user'] as const,
};
