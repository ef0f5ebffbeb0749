import { createBrowserRouter } from 'react-router';

import { PageLoader } from '../components/page-loader';

import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

type Page = { path: string; lazy: () => Promise<object> };

/**
 * A page that fails, in rendering or in loading its chunk, shows its error
 * inside the layout; the rest of the app stays usable. A chunk failure is
 * rethrown while rendering, because a rejected `lazy` on the first load
 * leaves the router blank.
 */
const withErrorElement = (pages: Page[]) =>
  pages.map((page) => ({
    ...page,
    lazy: () =>
      page.lazy().catch((error: unknown) => ({
        Component: () => {
          throw error;
        },
      })),
    errorElement: <RouteError />,
  }));

/** Every page is its own chunk; unknown paths show the landing view. */
export const routes = [
  {
    element: <AppLayout />,
    // Shown while the first page's lazy chunk loads on a full page load.
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteError />,
    children: withErrorElement([
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
    ]),
  },
];

export const createRouter = () => createBrowserRouter(routes);
