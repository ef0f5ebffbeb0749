export type TestUser = {
  id: number;
  email: string;
  username: string;
  full_name: string | null;
};

export const TEST_USER: TestUser = {
  id: 1,
  email: 'ann@example.com',
  username: 'ann',
  full_name: 'Ann',
};

/** Stores a session the way sign-in does, so pages treat the test as signed in. */
export function signInForTest(user: Partial<TestUser> = {}) {
  localStorage.setItem('access_token', 'test-access');
  localStorage.setItem('refresh_token', 'test-refresh');
  localStorage.setItem('user', JSON.stringify({ ...TEST_USER, ...user }));
}

/** The server's answer to a sign-in or registration of `user`. */
export function sessionFor(user: { username: string | null }) {
  return {
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    user: {
      id: 1,
      email: 'ann@example.com',
      full_name: null,
      first_name: null,
      ...user,
    },
  };
}
