import { type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useRoutes } from 'react-router';

import { usePageTitle } from '../lib/page-title';
import { preloadable } from '../lib/preloadable';

import { AppLayout, preloadChrome } from './layout/app-layout';
import { showsAppChrome } from './layout/chrome-paths';
import { RouteErrorBoundary } from './route-error';

type Page = {
  path: string;
  /** The tab's name for the page; the landing view has the app's name alone. */
  title?: string;
  lazy: () => Promise<{ Component: ComponentType }>;
};

/** Sits before its page, so a page naming itself from its data (a plan's title) has the last word. */
function PageTitle({ name = '' }: { name?: string }) {
  usePageTitle(name);
  return null;
}

/** Every page is its own chunk; unknown paths show the landing view. */
const pages: Page[] = [
  { path: '/', lazy: () => import('./routes/landing') },
  { path: '/login', lazy: () => import('./routes/landing') },
  { path: '*', lazy: () => import('./routes/landing') },
  {
    path: '/login-final',
    title: 'Sign In',
    lazy: () => import('./routes/login-final'),
  },
  {
    path: '/register',
    title: 'Create your account',
    lazy: () => import('./routes/register'),
  },
  {
    path: '/terms',
    title: 'Terms and conditions',
    lazy: () => import('./routes/terms'),
  },
  {
    path: '/forgot-password',
    title: 'Reset your password',
    lazy: () => import('./routes/forgot-password'),
  },
  {
    path: '/reset-password',
    title: 'Choose a new password',
    lazy: () => import('./routes/reset-password'),
  },
  {
    path: '/onboarding',
    title: 'Set up',
    lazy: () => import('./routes/onboarding'),
  },
  { path: '/home', title: 'Home', lazy: () => import('./routes/home') },
  {
    path: '/dashboard',
    title: 'Dashboard',
    lazy: () => import('./routes/dashboard'),
  },
  {
    path: '/create',
    title: 'Create a plan',
    lazy: () => import('./routes/create-plan'),
  },
  {
    path: '/plan/:planId',
    title: 'Plan',
    lazy: () => import('./routes/plan-detail'),
  },
  {
    path: '/shared/:shareId',
    title: 'Shared plan',
    lazy: () => import('./routes/shared-plan'),
  },
  {
    path: '/plan-results',
    title: 'Plan results',
    lazy: () => import('./routes/plan-results'),
  },
  {
    path: '/my-plans',
    title: 'My Plans',
    lazy: () => import('./routes/my-plans'),
  },
  {
    path: '/plans',
    title: 'My Plans',
    lazy: () => import('./routes/my-plans'),
  },
  {
    path: '/library',
    title: 'My Plans',
    lazy: () => import('./routes/my-plans'),
  },
  {
    path: '/favorites',
    title: 'My Favorites',
    lazy: () => import('./routes/favorites'),
  },
  {
    path: '/bucket-list',
    title: 'My Bucket List',
    lazy: () => import('./routes/bucket-list'),
  },
  {
    path: '/activities',
    title: 'Browse Activities',
    lazy: () => import('./routes/activities'),
  },
  {
    path: '/activity/:id',
    title: 'Activity',
    lazy: () => import('./routes/activity-detail'),
  },
  {
    path: '/ai-results',
    title: 'AI Search Results',
    lazy: () => import('./routes/ai-results'),
  },
  {
    path: '/preferences',
    title: 'Preferences',
    lazy: () => import('./routes/preferences'),
  },
  {
    path: '/profile',
    title: 'Profile',
    lazy: () => import('./routes/profile'),
  },
  {
    path: '/notifications',
    title: 'Notifications',
    lazy: () => import('./routes/notifications'),
  },
  {
    path: '/pricing',
    title: 'Plans and pricing',
    lazy: () => import('./routes/pricing'),
  },
  {
    path: '/feed',
    title: 'Activity Feed',
    lazy: () => import('./routes/feed'),
  },
  {
    path: '/friends',
    title: 'Friends',
    lazy: () => import('./routes/friends'),
  },
  {
    path: '/analytics',
    title: 'Your Analytics',
    lazy: () => import('./routes/analytics'),
  },
  {
    path: '/about',
    title: 'About and Credits',
    lazy: () => import('./routes/about'),
  },
  {
    path: '/outdoor',
    title: 'Outdoor Activities',
    lazy: () => import('./routes/outdoor'),
  },
  {
    path: '/test/outdoor',
    title: 'Outdoor Activities',
    lazy: () => import('./routes/outdoor'),
  },
  {
    path: '/golf',
    title: 'Golf Courses',
    lazy: () => import('./routes/golf'),
  },
  {
    path: '/test/golf',
    title: 'Golf Courses',
    lazy: () => import('./routes/golf'),
  },
  {
    path: '/test/design-system',
    title: 'Design System',
    lazy: () => import('./routes/design-system'),
  },
  {
    path: '/test/design-template',
    title: 'Design Template',
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
            <PageTitle name={page.title} />
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
