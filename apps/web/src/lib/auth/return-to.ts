/** The sign-in view's query naming the page to go back to after signing in. */
const RETURN_TO_PARAM = 'next';

const PROBE_ORIGIN = 'http://return-to.invalid';
/** One '/' and then not a second one: '//host' and '/\host' name another site. */
const APP_PATH = /^\/(?![/\\])/;

/**
 * `value` when it is a path inside this app, else null, so a crafted link
 * cannot send a fresh sign-in to another site. The URL parser has the last
 * word because it drops tabs and newlines that could hide a second '/'.
 */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !APP_PATH.test(value)) return null;
  const url = new URL(value, PROBE_ORIGIN);
  const path = url.pathname + url.search + url.hash;
  return url.origin === PROBE_ORIGIN && APP_PATH.test(path) ? path : null;
}

/** The safe return-to named in a sign-in view's query string. */
export function returnToIn(search: string): string | null {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** `signInView` asked to bring the visitor back to `from` afterwards. */
export function signInPathFrom(
  signInView: string,
  from: { pathname: string; search: string },
): string {
  const query = new URLSearchParams({
    [RETURN_TO_PARAM]: from.pathname + from.search,
  });
  return `${signInView}?${query}`;
}
