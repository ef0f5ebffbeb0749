import { afterAll, describe, expect, it } from 'vitest';

import { createPostgresBus } from './notification-bus';

/** PostgreSQL only: two API processes' buses on one server. */
describe('the PostgreSQL notification bus', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const errors: unknown[] = [];
  const first = createPostgresBus(url, (e) => errors.push(e));
  const second = createPostgresBus(url, (e) => errors.push(e));
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it("delivers an event published by one process to the user's stream on the other", async () => {
    // A user id no other test publishes to, so parallel test files cannot interfere.
    const userId = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    let woken = 0;
    let other = 0;
    first.subscribe(userId, () => (woken += 1));
    first.subscribe(userId + 1, () => (other += 1));
    // The LISTEN connection opens in the background; publishing waits for it.
    await expect
      .poll(
        async () => {
          await second.publish(userId);
          return woken;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBeGreaterThan(0);
    expect(other).toBe(0);
    expect(errors).toEqual([]);
  });
});
