import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { PageLoader } from '../../components/page-loader';

export function AppLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
