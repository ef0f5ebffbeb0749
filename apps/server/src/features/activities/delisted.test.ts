import { describe, expect, it } from 'vitest';

import { favorites } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

const { app, db } = await buildTestApp();

const names = (body: { name: string }[] | { items?: { name: string }[] }) =>
  (Array.isArray(body) ? body : (body.items ?? [])).map((a) => a.name);

describe('a place a later catalogue dropped', () => {
  it('stays with the user who saved it and is listed nowhere else', async () => {
    const gone = await createActivity(db, {
      name: 'Gone Grill',
      delistedAt: new Date(),
    });
    await createActivity(db, { name: 'Still Grill' });
    const { user, headers } = await createUser(db);
    await db.insert(favorites).values({ userId: user.id, activityId: gone.id });

    for (const url of [
      '/api/activities?search=grill',
      '/api/activities/search?q=grill',
      '/api/activities?category=food',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const listed = names(res.json());
      expect(listed, url).toContain('Still Grill');
      expect(listed, url).not.toContain('Gone Grill');
    }
    const ai = await app.inject({
      method: 'POST',
      url: '/api/ai/search',
      payload: { query: 'grill' },
    });
    expect(names(ai.json().results)).not.toContain('Gone Grill');

    const detail = await app.inject({ url: `/api/activities/${gone.id}` });
    expect(detail.statusCode).toBe(200);
    const saved = await app.inject({ url: '/api/favorites', headers });
    expect(
      saved.json().map((f: { activity: { name: string } }) => f.activity.name),
    ).toEqual(['Gone Grill']);
  });
});
