import { type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useRoutes } from 'react-router';

import { preloadable } from '../lib/preloadable';

import { AppLayout, preloadChrome } from './layout/app-layout';
import { showsAppChrome } from './layout/chrome-paths';
import { RouteErrorBoundary } from './route-error';

type Page = { path: string; lazy: () => Promise<{ Component: ComponentType }> };

/** Every page is its own chunk; unknown paths show the landing view. */
const pages: Page[] = [
  { path: '/', lazy: () => import('./routes/landing') },
  { path: '/login', lazy: () => import('./routes/landing') },
  { path: '*', lazy: () => import('./routes/landing') },
  { path: '/login-final', lazy: () => import('./routes/login-final') },
  { path: '/register', lazy: () => import('./routes/register') },
  {
    path: '/forgot-password',
    lazy: () => import('./routes/forgot-password'),
  },
  {
    path: '/reset-password',
    lazy: () => import('./routes/reset-password'),
  },
  { path: '/onboarding', lazy: () => import('./routes/onboarding') },
  { path: '/home', lazy: () => import('./routes/home') },
  { path: '/dashboard', lazy: () => import('./routes/dashboard') },
  { path: '/create', lazy: () => import('./routes/create-plan') },
  { path: '/plan/:planId', lazy: () => import('./routes/plan-detail') },
  { path: '/shared/:shareId', lazy: () => import('./routes/shared-plan') },
  { path: '/plan-results', lazy: () => import('./routes/plan-results') },
  { path: '/my-plans', lazy: () => import('./routes/my-plans') },
  { path: '/plans', lazy: () => import('./routes/my-plans') },
  { path: '/library', lazy: () => import('./routes/my-plans') },
  { path: '/favorites', lazy: () => import('./routes/favorites') },
  { path: '/bucket-list', lazy: () => import('./routes/bucket-list') },
  { path: '/activities', lazy: () => import('./routes/activities') },
  { path: '/activity/:id', lazy: () => import('./routes/activity-detail') },
  { path: '/ai-results', lazy: () => import('./routes/ai-results') },
  { path: '/preferences', lazy: () => import('./routes/preferences') },
  { path: '/profile', lazy: () => import('./routes/profile') },
  { path: '/notifications', lazy: () => import('./routes/notifications') },
  { path: '/pricing', lazy: () => import('./routes/pricing') },
  { path: '/feed', lazy: () => import('./routes/feed') },
  { path: '/friends', lazy: () => import('./routes/friends') },
  { path: '/analytics', lazy: () => import('./routes/analytics') },
  { path: '/about', lazy: () => import('./routes/about') },
  { path: '/outdoor', lazy: () => import('./routes/outdoor-test') },
  { path: '/test/outdoor', lazy: () => import('./routes/outdoor-test') },
  { path: '/golf', lazy: () => import('./routes/golf-test') },
  { path: '/test/golf', lazy: () => import('./routes/golf-test') },
  {
    path: '/test/design-system',
    lazy: () => import('./routes/design-system'),
  },
  {
    path: '/test/design-template',
    lazy: () => import('./routes/design-template'),
  },
];

/**
 * A page that fails, in rendering or in loading its chunk, shows its error
 * inside the layout; the rest of the app stays usable. The app uses no route
 * loaders or actions, so it routes declaratively: the data router's machinery
 * would be about 15 KB gzip on every page for nothing.
 */
const pageComponents = new Map(
  pages.map((page) => [
    page,
    preloadable(() => page.lazy().then((m) => ({ default: m.Component }))),
  ]),
);

const routes = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: pages.map((page) => {
      const Page = pageComponents.get(page)!;
      return {
        path: page.path,
        element: (
          <RouteErrorBoundary>
            <Page />
          </RouteErrorBoundary>
        ),
      };
    }),
  },
];

/**
 * Loads the code of the page at `pathname` (and the navigation around it), so
 * the first render draws the page instead of the loader. Never rejects: a
 * chunk that fails to load fails again in the render, inside its error view.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const page = matchRoutes(pages, pathname)?.at(-1)?.route as Page | undefined;
  return Promise.all([
    page && pageComponents.get(page)!.whenLoaded(),
    showsAppChrome(pathname) && preloadChrome(),
  ]);
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Navigations apply at once: the address and the location the app reads stay
 * the same, and a page whose code is still loading shows the loader.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
