import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

import { PageLoader } from '../../components/page-loader';

import { showsAppChrome } from './chrome-paths';

// The landing and sign-in pages load without the navigation's code.
const Chrome = lazy(() => import('./app-chrome'));

/** Wraps every route; signed-in app pages get the side and bottom navigation. */
export function AppLayout() {
  const { pathname } = useLocation();
  if (!showsAppChrome(pathname)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Chrome />
    </Suspense>
  );
}
