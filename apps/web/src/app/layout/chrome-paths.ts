/**
 * Pages drawn inside the app chrome. Landing, sign-in, registration, the
 * terms, onboarding, unknown paths (which show the landing view) and test
 * pages are not. A shared plan is, as a plan of one's own is: the chrome works
 * signed out too (Sign In in the side navigation, the bottom bar's tabs ask
 * to sign in), so a visitor opening a link gets the same frame as the owner.
 */
const CHROME_PREFIXES = [
  '/home',
  '/dashboard',
  '/create',
  '/plan/',
  '/shared/',
  '/plan-results',
  '/my-plans',
  '/plans',
  '/library',
  '/favorites',
  '/bucket-list',
  '/activities',
  '/activity/',
  '/ai-results',
  '/preferences',
  '/profile',
  '/notifications',
  '/pricing',
  '/feed',
  '/friends',
  '/analytics',
  '/about',
];

export function showsAppChrome(pathname: string): boolean {
  return CHROME_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname === `${prefix}/`,
  );
}
