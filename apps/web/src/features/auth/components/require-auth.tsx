import type { ReactNode } from 'react';

import { PageLoader } from '../../../components/page-loader';
import { useRequireAuth } from '../hooks/use-require-auth';

/** Renders its children only for a signed-in user; others go to `/`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useRequireAuth();
  return user ? children : <PageLoader />;
}
