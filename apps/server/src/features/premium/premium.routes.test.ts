import { TRACK_METADATA_MAX_CHARS } from '@app/shared/premium';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { plans, premiumEvents, premiumLaunchList } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

import { createLimitsRepository } from './limits.repository';
import { createLimitsService } from './limits.service';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('premium API and user stats', () => {
  let t: App;
  beforeAll(async () => {
    t = await buildTestApp({ BETA_FREE_UNTIL: '2099-12-31' });
  });

  async function seedUsage(userId: number, headers: Record<string, string>) {
    const a = await createActivity(t.db);
    const b = await createActivity(t.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/favorites/${a.id}`,
      headers,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/favorites/${b.id}`,
      headers,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/bucket-list',
      headers,
      payload: { activity_id: a.id },
    });
    await t.db.insert(plans).values({
      userId,
      title: 'Weekend',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
    });
  }

  it('reports free limits from config and real counts', async () => {
    const { headers, user } = await createUser(t.db);
    await seedUsage(user.id, headers);
    const res = await t.app.inject({
      url: '/api/premium/check-limits',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_premium: false,
      limits: {
        max_plans: 10,
        max_favorites: 50,
        max_bucket_list: 25,
        group_planning: true,
        templates: true,
        enhanced_recommendations: false,
      },
      usage: { plans_count: 1, favorites_count: 2, bucket_list_count: 1 },
      beta_free_until: '2099-12-31',
    });
    const stats = await t.app.inject({ url: '/api/user/stats', headers });
    expect(stats.json()).toEqual({
      total_plans: 1,
      total_favorites: 2,
      total_bucket_list: 1,
    });
  });

  it('describes the tiers publicly for the pricing page', async () => {
    const res = await t.app.inject({ url: '/api/premium/tiers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      free: { max_plans: 10, max_favorites: 50, max_bucket_list: 25 },
      beta_free_until: '2099-12-31',
    });
  });

  it('lists the collection and tier calls in the API docs', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/favorites/{activityId}',
        '/api/bucket-list/{id}',
        '/api/premium/check-limits',
        '/api/user/stats',
      ]),
    );
  });

  it('answers unlimited for premium users', async () => {
    const { headers } = await createUser(t.db, { isPremium: true });
    const res = await t.app.inject({
      url: '/api/premium/check-limits',
      headers,
    });
    expect(res.json()).toMatchObject({
      is_premium: true,
      limits: {
        max_plans: 'unlimited',
        max_favorites: 'unlimited',
        max_bucket_list: 'unlimited',
        enhanced_recommendations: true,
      },
    });
  });

  it('needs a token for limits, stats and the launch list', async () => {
    for (const [method, url] of [
      ['GET', '/api/premium/check-limits'],
      ['GET', '/api/user/stats'],
      ['POST', '/api/ai/enhanced/premium-upgrade'],
      ['GET', '/api/premium/launch-list'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('gives a prompt per feature and a generic one for unknown features', async () => {
    const fav = await t.app.inject({
      url: '/api/premium/upgrade-prompt/favorites',
    });
    expect(fav.json()).toMatchObject({
      feature: 'favorites',
      message:
        "You've reached your favorites limit. Upgrade to Premium for unlimited access.",
    });
    expect(fav.json().benefits.length).toBeGreaterThan(0);
    // The home page's party templates ask under their own gate's name.
    const party = await t.app.inject({
      url: '/api/premium/upgrade-prompt/premium_templates',
    });
    expect(party.json().title).toBe('Premium Templates');
    const unknown = await t.app.inject({
      url: '/api/premium/upgrade-prompt/teleportation',
    });
    expect(unknown.json().title).toBe('Upgrade to Premium');
  });

  it('stores tracked events, anonymous ones too, and rejects bad bodies', async () => {
    const { headers, user } = await createUser(t.db);
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/premium/track',
      headers,
      payload: {
        feature: 'group_planning',
        action: 'blocked',
        metadata: { from: 'dashboard' },
        timestamp: '2026-11-22T00:00:00Z',
      },
    });
    expect(tracked.statusCode).toBe(201);
    const enhanced = await t.app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/track-premium-feature',
      payload: { feature_name: 'templates', action: 'template_view' },
    });
    expect(enhanced.statusCode).toBe(201);
    const rows = await t.db.select().from(premiumEvents);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: user.id,
          feature: 'group_planning',
          action: 'blocked',
          metadata: { from: 'dashboard' },
          source: 'premium',
        }),
        expect.objectContaining({
          userId: null,
          feature: 'templates',
          source: 'enhanced',
        }),
      ]),
    );
    const before = rows.length;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/premium/track',
      headers,
      payload: { feature: '', action: 'view' },
    });
    expect(bad.statusCode).toBe(422);
    expect(await t.db.select().from(premiumEvents)).toHaveLength(before);
  });

  it('limits anonymous tracking per address and caps its metadata', async () => {
    const track = (remoteAddress: string, metadata = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/premium/track',
        remoteAddress,
        payload: { feature: 'pricing', action: 'view', metadata },
      });
    const large = await track('203.0.113.9', {
      note: 'x'.repeat(TRACK_METADATA_MAX_CHARS),
    });
    expect(large.statusCode).toBe(422);
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1)
      answers.push((await track('203.0.113.8')).statusCode);
    expect(answers.filter((code) => code === 201).length).toBeLessThan(31);
    expect(answers.at(-1)).toBe(429);
    expect((await track('203.0.113.10')).statusCode).toBe(201);
  });

  it('adds a user to the launch list once', async () => {
    const { headers, user } = await createUser(t.db);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/premium-upgrade',
      headers,
    });
    expect(first.json().status).toBe('added');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/premium-upgrade',
      headers,
    });
    expect(second.json().status).toBe('already_on_list');
    const rows = await t.db
      .select()
      .from(premiumLaunchList)
      .where(eq(premiumLaunchList.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('tells a user whether they are on the launch list, and only about themselves', async () => {
    const joiner = await createUser(t.db);
    const other = await createUser(t.db);
    const status = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/premium/launch-list', headers })).json();
    expect(await status(joiner.headers)).toEqual({ on_list: false });

    await t.app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/premium-upgrade',
      headers: joiner.headers,
    });
    expect(await status(joiner.headers)).toEqual({ on_list: true });
    expect(await status(other.headers)).toEqual({ on_list: false });
  });

  it('closes group planning and templates to free users after the beta', async () => {
    const { user } = await createUser(t.db);
    const limits = createLimitsService({
      db: t.db,
      config: { ...t.config, BETA_FREE_UNTIL: '2020-01-01' },
      repository: createLimitsRepository(),
    });
    expect((await limits.getLimits(user.id)).limits).toMatchObject({
      group_planning: false,
      templates: false,
      enhanced_recommendations: false,
    });
    expect(limits.isBetaActive()).toBe(false);
  });
});
