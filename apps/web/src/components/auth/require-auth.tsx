import type { ReactNode } from 'react';

import { useRequireAuth } from '../../lib/auth/use-require-auth';
import { PageLoader } from '../page-loader';

type RequireAuthProps = {
  children: ReactNode;
  /** Where signed-out visitors go; null keeps them here to see `fallback`. */
  redirectTo?: string | null;
  /** What signed-out visitors see: a loader while redirecting, or a sign-in prompt. */
  fallback?: ReactNode;
};

/** The one sign-in guard: renders its children only for a signed-in user. */
export function RequireAuth({
  children,
  redirectTo = '/',
  fallback = <PageLoader />,
}: RequireAuthProps) {
  const user = useRequireAuth(redirectTo);
  return user ? children : fallback;
}
