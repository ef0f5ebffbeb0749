import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { userPreferences, users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});

const URL = '/api/users/me/preferences';

function put(headers: Record<string, string>, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: URL,
    headers,
    payload: payload as object,
  });
}

function get(headers: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url: URL, headers });
}

describe('preferences', () => {
  it('returns the spec defaults to a new user', async () => {
    const { headers } = await createUser(ctx.db);
    const res = await get(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('saves a partial update, normalising lists', async () => {
    const { headers } = await createUser(ctx.db);
    const res = await put(headers, {
      preferred_activities: ['Hiking', 'Jazz', 'Hiking'],
      dietary_restrictions: ['Vegan', 'VEGAN', 'Gluten-Free'],
      cuisine_preferences: ['Middle Eastern', 'Thai'],
      default_budget_per_day: 250,
      max_travel_time: 0,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_PREFERENCES,
      preferred_activities: ['Hiking', 'Jazz'],
      dietary_restrictions: ['vegan', 'gluten-free'],
      cuisine_preferences: ['middle eastern', 'thai'],
      default_budget_per_day: 250,
      max_travel_time: 0,
    };
    expect(res.json()).toEqual(expected);
    expect((await get(headers)).json()).toEqual(expected);

    const second = await put(headers, { has_car: false });
    expect(second.json()).toEqual({ ...expected, has_car: false });
  });

  it('rejects out-of-range values with a 422 list and saves nothing', async () => {
    const { headers } = await createUser(ctx.db);
    const res = await put(headers, {
      has_car: false,
      default_budget_per_day: 600,
      default_radius: 2,
      max_travel_time: 12.5,
      rain_tolerance: 'extreme',
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as {
      loc: string[];
      msg: string;
      type: string;
    }[];
    expect(detail.map((d) => d.loc.join('.')).sort()).toEqual([
      'body.default_budget_per_day',
      'body.default_radius',
      'body.max_travel_time',
      'body.rain_tolerance',
    ]);
    for (const item of detail) {
      expect(item.msg).toEqual(expect.any(String));
      expect(item.type).toEqual(expect.any(String));
    }
    expect((await get(headers)).json()).toEqual(DEFAULT_PREFERENCES);
  });

  it('checks the temperature range against the stored values', async () => {
    const { headers } = await createUser(ctx.db);
    const res = await put(headers, { outdoor_temp_min: 90 });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'outdoor_temp_min'],
        msg: 'Minimum temperature must not exceed maximum temperature',
        type: 'custom',
      },
    ]);
    expect((await get(headers)).json().outdoor_temp_min).toBe(50);
  });

  it('rejects unknown fields and non-object bodies', async () => {
    const { headers } = await createUser(ctx.db);
    expect((await put(headers, { favourite_colour: 'red' })).statusCode).toBe(
      422,
    );
    expect((await put(headers, ['not', 'an', 'object'])).statusCode).toBe(422);
  });

  it('requires a signed-in user, before validating the body', async () => {
    expect((await get({})).statusCode).toBe(401);
    const res = await put({}, { default_radius: 1000 });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401, not 500, when the account was deleted', async () => {
    const { user, headers } = await createUser(ctx.db);
    await ctx.db.delete(users).where(eq(users.id, user.id));
    const res = await put(headers, { has_car: false });
    expect(res.statusCode).toBe(401);
  });

  it('falls back to defaults for stored fields that no longer validate', async () => {
    const { user, headers } = await createUser(ctx.db);
    await ctx.db.insert(userPreferences).values({
      userId: user.id,
      data: { default_radius: 500, has_car: false, retired_field: 1 },
    });
    const res = await get(headers);
    expect(res.json()).toEqual({
      ...DEFAULT_PREFERENCES,
      has_car: false,
    });
  });

  it("keeps each user's preferences apart", async () => {
    const alice = await createUser(ctx.db);
    const bob = await createUser(ctx.db);
    await put(alice.headers, { interests: ['Shopping'] });
    expect((await get(bob.headers)).json().interests).toEqual(
      DEFAULT_PREFERENCES.interests,
    );
    expect((await get(alice.headers)).json().interests).toEqual(['Shopping']);
  });
});
