import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { activities, reviews } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const { app, db } = await buildTestApp();

const url = (id: number, mine = false) =>
  `/api/activities/${id}/reviews${mine ? '/mine' : ''}`;

async function aggregate(id: number) {
  const [row] = await db
    .select({ rating: activities.rating, count: activities.reviewCount })
    .from(activities)
    .where(eq(activities.id, id));
  return row!;
}

describe('reviews API', () => {
  it('adds a review and updates the rating and count in the same write', async () => {
    const activity = await createActivity(db);
    const alice = await createUser(db);
    const bob = await createUser(db);
    const first = await app.inject({
      method: 'POST',
      url: url(activity.id),
      headers: alice.headers,
      payload: { rating: 5, text: '  Great patio.  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 5,
      review_count: 1,
      review: { rating: 5, text: 'Great patio.', user_id: alice.user.id },
    });
    const second = await app.inject({
      method: 'POST',
      url: url(activity.id),
      headers: bob.headers,
      payload: { rating: 2, text: 'Too loud.' },
    });
    expect(second.json()).toMatchObject({ rating: 3.5, review_count: 2 });
    expect(await aggregate(activity.id)).toEqual({ rating: 3.5, count: 2 });

    const list = await app.inject({ method: 'GET', url: url(activity.id) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ rating: 3.5, review_count: 2 });
    expect(list.json().reviews).toHaveLength(2);
    expect(list.json().reviews[0].author_name).toBe(bob.user.username);
  });

  it('answers 409 on a second review by the same user and changes nothing', async () => {
    const activity = await createActivity(db);
    const user = await createUser(db);
    const payload = { rating: 4, text: 'Nice.' };
    await app.inject({
      method: 'POST',
      url: url(activity.id),
      headers: user.headers,
      payload,
    });
    const again = await app.inject({
      method: 'POST',
      url: url(activity.id),
      headers: user.headers,
      payload: { rating: 1, text: 'Changed my mind.' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'You have already reviewed this activity',
    });
    expect(await aggregate(activity.id)).toEqual({ rating: 4, count: 1 });
  });

  it('edits and deletes only the caller own review', async () => {
    const activity = await createActivity(db);
    const owner = await createUser(db);
    const other = await createUser(db);
    await app.inject({
      method: 'POST',
      url: url(activity.id),
      headers: owner.headers,
      payload: { rating: 2, text: 'Meh.' },
    });

    const othersEdit = await app.inject({
      method: 'PUT',
      url: url(activity.id, true),
      headers: other.headers,
      payload: { rating: 5, text: 'x' },
    });
    expect(othersEdit.statusCode).toBe(404);
    expect(othersEdit.json()).toEqual({ detail: 'Review not found' });

    const edit = await app.inject({
      method: 'PUT',
      url: url(activity.id, true),
      headers: owner.headers,
      payload: { rating: 4, text: 'Better on a weekday.' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      rating: 4,
      review_count: 1,
      review: { text: 'Better on a weekday.' },
    });

    const othersDelete = await app.inject({
      method: 'DELETE',
      url: url(activity.id, true),
      headers: other.headers,
    });
    expect(othersDelete.statusCode).toBe(404);
    expect(await aggregate(activity.id)).toEqual({ rating: 4, count: 1 });

    const remove = await app.inject({
      method: 'DELETE',
      url: url(activity.id, true),
      headers: owner.headers,
    });
    expect(remove.statusCode).toBe(204);
    expect(await aggregate(activity.id)).toEqual({ rating: 0, count: 0 });
  });

  it('rejects bad input with 422 and leaves no review behind', async () => {
    const activity = await createActivity(db);
    const user = await createUser(db);
    for (const payload of [
      { rating: 0, text: 'x' },
      { rating: 6, text: 'x' },
      { rating: 3.5, text: 'x' },
      { rating: 3, text: '   ' },
      { rating: 3, text: 'x'.repeat(2001) },
      { text: 'no rating' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: url(activity.id),
        headers: user.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().detail[0].loc[0]).toBe('body');
    }
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.activityId, activity.id));
    expect(rows).toHaveLength(0);
    expect(await aggregate(activity.id)).toEqual({ rating: 0, count: 0 });
  });

  it('needs sign-in to write and answers 404 for a missing activity', async () => {
    const activity = await createActivity(db);
    const anonymous = await app.inject({
      method: 'POST',
      url: url(activity.id),
      payload: { rating: 5, text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(db);
    const missing = await app.inject({
      method: 'POST',
      url: url(999999),
      headers: user.headers,
      payload: { rating: 5, text: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Activity not found' });
    expect(
      (await app.inject({ method: 'GET', url: url(999999) })).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${url(activity.id)}?limit=500`,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('keeps the aggregate exact under concurrent reviews', async () => {
    const activity = await createActivity(db);
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(db)));
    const results = await Promise.all(
      users.map((u, i) =>
        app.inject({
          method: 'POST',
          url: url(activity.id),
          headers: u.headers,
          payload: { rating: i + 1, text: `Review ${i}` },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(await aggregate(activity.id)).toEqual({ rating: 3, count: 5 });
  });
});
