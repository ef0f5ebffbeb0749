/**
 * Pages drawn inside the app chrome. Landing, sign-in, registration,
 * onboarding, unknown paths (which show the landing view) and test pages are not.
 */
const CHROME_PREFIXES = [
  '/home',
  '/dashboard',
  '/create',
  '/plan/',
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
