/** Stores a session the way sign-in does, so pages treat the test as signed in. */
export function signInForTest() {
  localStorage.setItem('access_token', 'test-access');
  localStorage.setItem('refresh_token', 'test-refresh');
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: 1,
      email: 'ann@example.com',
      username: 'ann',
      full_name: 'Ann',
    }),
  );
}
