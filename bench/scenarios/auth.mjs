// Accounts: the health probe, a real sign-in (argon2id verify on every
// request) and an authenticated preferences read.
export async function scenarios({ baseUrl, token, email, password }) {
  return [
    { name: 'GET /health', url: `${baseUrl}/health` },
    {
      name: 'POST /api/auth/login',
      url: `${baseUrl}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    },
    {
      name: 'GET /api/users/me/preferences',
      url: `${baseUrl}/api/users/me/preferences`,
      headers: { authorization: `Bearer ${token}` },
    },
  ];
}
