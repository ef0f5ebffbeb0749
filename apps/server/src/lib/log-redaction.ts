/**
 * URLs carry secrets in a few places: reset links (`?token=`), calendar feed
 * tokens and plan share ids in the path. Logs keep the route, not the secret.
 */
// `;` separates parameters too, and a URL quoted inside another arrives
// percent-encoded (`%26token%3D…`, up to the next encoded `&`).
const SECRET_QUERY =
  /((?:[?&;]|%26|%3B|%3F)(?:token|refresh_token|access_token)(?:=|%3D))(?:(?!%26|%3B)[^&;#])*/gi;
const SECRET_PATHS = [
  /(\/api\/calendar\/)[^/?#]+?(\.ics)/i,
  /(\/api\/shared-plans\/)[^/?#]+()/i,
  /(\/api\/shared-itineraries\/)[^/?#]+()/i,
  /(\/shared\/)[^/?#]+()/i,
];

export function redactUrl(url: string): string {
  let out = url.replace(SECRET_QUERY, '$1[redacted]');
  for (const pattern of SECRET_PATHS) {
    out = out.replace(pattern, '$1[redacted]$2');
  }
  return out;
}
