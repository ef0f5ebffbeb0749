// A bench user as after onboarding, and the session stored the way the web
// client keeps it.

async function send(baseUrl, method, pathname, body, token) {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok)
    throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A user with preferences set and one plan, as after onboarding. */
export async function signedInUser(baseUrl) {
  const session = await send(baseUrl, 'POST', '/api/auth/register', {
    email: `lighthouse-${Date.now()}@example.com`,
    password: 'Lighthouse-2024',
    full_name: 'Lighthouse User',
  });
  const token = session.access_token;
  await send(
    baseUrl,
    'PUT',
    '/api/users/me/preferences',
    { preferred_activities: ['food', 'arts', 'outdoors'] },
    token,
  );
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const plan = await send(
    baseUrl,
    'POST',
    '/api/plans',
    {
      name: 'Lighthouse weekend',
      template: 'manual',
      location: { lat: 39.7392, lng: -104.9903 },
      days: [day],
      interests: ['food', 'arts'],
      radius: 15 * 1609.34,
      price_range: { min: 0, max: 200 },
      budget: 200,
      budget_type: 'total',
    },
    token,
  );
  return { session, planId: plan.id };
}

/** Stores `session` in the open page's origin, as signing in does. */
export async function storeSession(page, session) {
  await page.evaluate((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}
