import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { prepareAnnouncer } from '../../components/collection/announce';
import { PageLoader } from '../../components/page-loader';
import { preloadable } from '../../lib/preloadable';

import { showsAppChrome } from './chrome-paths';
import { useRouteFocus } from './route-focus';

// The landing and sign-in pages load without the navigation's code.
const Chrome = preloadable(() => import('./app-chrome'));

/** Loads the navigation's code ahead of the first render of an app page. */
export const preloadChrome = Chrome.whenLoaded;

/**
 * Wraps every route; signed-in app pages get the side and bottom navigation.
 * After each navigation focus moves to the new page's heading (useRouteFocus),
 * and the page's polite live region is in place before anything speaks.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useRouteFocus();
  useEffect(() => prepareAnnouncer(), []);
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
