import type { Redis } from 'ioredis';

import type { Database } from '../db/client';
import type { AccessTokenIssuer } from '../lib/access-token';
import type { Outages } from '../lib/outages';
import type { PgChannels } from '../lib/pg-channels';
import type { SessionGate } from '../lib/sessions';

import { createAccessTokensFeature } from './access-tokens/access-tokens.feature';
import { createAccountExportFeature } from './account-export/account-export.feature';
import { createActivitiesFeature } from './activities/activities.feature';
import { createAiFoundationFeature } from './activity-details/activity-details.feature';
import { createAnalyticsFeature } from './analytics/analytics.feature';
import { createAuthFeature } from './auth/auth.feature';
import { createBucketListFeature } from './bucket-list/bucket-list.feature';
import {
  createCalendarFeature,
  replaceCalendarFeedToken,
} from './calendar/calendar.feature';
import { createCopyItineraryFeature } from './copy-itinerary/copy-itinerary.feature';
import { createEventsFeature } from './events/events.feature';
import { createFavoritesFeature } from './favorites/favorites.feature';
import type { Feature, FeatureDeps } from './feature';
import { createFinalizedPlansFeature } from './finalized-plans/finalized-plans.feature';
import { createPlanTogetherFeature } from './finalized-plans/plan-together.feature';
import { createGroupPlansFeature } from './group-plans/group-plans.feature';
import { createHealthFeature } from './health/health.feature';
import { chatModelFromConfig } from './language-model.feature';
import { createLocationsFeature } from './locations/locations.feature';
import { createMcpFeature } from './mcp/mcp.feature';
import { createNotificationsFeature } from './notifications/notifications.feature';
import { createPlaceholderFeature } from './placeholder/placeholder.feature';
import { createPlacesFeature } from './places/places.feature';
import { createPlansFeature } from './plans/plans.feature';
import { createPreferencesFeature } from './preferences/preferences.feature';
import { createPremiumFeature } from './premium/premium.feature';
import { createRecommendationsFeature } from './recommendations/recommendations.feature';
import { createReviewsFeature } from './reviews/reviews.feature';
import { createAiSearchFeature } from './search/search.feature';
import {
  createSocialFeature,
  photoStoreFromConfig,
} from './social/social.feature';
import { createTemplatesFeature } from './templates/templates.feature';
import { createAccountDeletionFeature } from './users/account-deletion.feature';
import { createUsersFeature } from './users/users.feature';
import { createWeatherFeature } from './weather/weather.feature';
import { createWeatherWatchFeature } from './weather-watch/weather-watch.feature';
import { createWebConfigFeature } from './web-config/web-config.feature';
import { createAiDiscoveryFeature } from './weekend-discovery/weekend-discovery.feature';
import { createAiIntelligenceFeature } from './weekend-insights/weekend-insights.feature';

/** What the app hands the features besides the common FeatureDeps. */
export type AppServices = FeatureDeps & {
  database: Database;
  redis?: Redis;
  /** PostgreSQL's LISTEN/NOTIFY, when several processes share it without Redis. */
  pgChannels?: PgChannels;
  /** How long a process may keep session answers and preferences (0: never). */
  perProcessCacheMs: number;
  accessTokens: AccessTokenIssuer;
  sessions: SessionGate;
  /** The site's absolute base URL (PUBLIC_URL or the listening address). */
  publicUrl: () => string;
  /** Signs photo links. */
  signingSecret: string;
  /** Requests that met a database outage, heard by the health check. */
  outages: Outages;
};

/**
 * The composition root: builds every feature in dependency order, handing
 * each the services it uses from the others, and returns them in the order
 * their routes are registered.
 */
export function createFeatures(services: AppServices): Feature[] {
  const core: FeatureDeps = {
    config: services.config,
    db: services.db,
    auth: services.auth,
    log: services.log,
    providers: services.providers,
  };
  const catalogue = catalogueFeatures(core);
  const account = accountFeatures(core, services);
  const plans = planningFeatures(core, services, catalogue, account);
  const discovery = discoveryFeatures(
    core,
    services.redis,
    catalogue,
    account,
    plans,
  );
  return [
    createHealthFeature({
      ...core,
      database: services.database,
      outages: services.outages,
    }),
    ...catalogue.features,
    ...account.features,
    ...plans.features,
    ...discovery,
    createLocationsFeature(core),
    createPlaceholderFeature(),
    createWebConfigFeature(core),
  ];
}

/** Places, activities, reviews, events and the search over them. */
function catalogueFeatures(core: FeatureDeps) {
  // One photo store for posts, place photos and account deletion.
  const photos = photoStoreFromConfig(core.config);
  const model = chatModelFromConfig(core.config);
  const places = createPlacesFeature({ ...core, photos });
  const catalogue = createActivitiesFeature({
    ...core,
    enricher: places.enricher,
    discovery: places.discovery,
  });
  const { activities } = catalogue;
  const aiSearch = createAiSearchFeature({ ...core, activities, model });
  return {
    photos,
    model,
    activities,
    enricher: places.enricher,
    search: aiSearch.search,
    features: [
      catalogue,
      places,
      createReviewsFeature(core),
      createEventsFeature(core),
      aiSearch,
    ],
  };
}

/** Users, sign-in, preferences, tiers, collections and notifications. */
function accountFeatures(core: FeatureDeps, services: AppServices) {
  const { sessions } = services;
  const users = createUsersFeature(core);
  // Plans and friends raise notifications; sign-in borrows its mailer.
  const notificationsFeature = createNotificationsFeature({
    ...core,
    database: services.database,
    sessions,
  });
  const auth = createAuthFeature({
    ...core,
    users: users.users,
    accessTokens: services.accessTokens,
    sessions,
    mailer: notificationsFeature.mailer,
    publicUrl: services.publicUrl,
    onSignedOutEverywhere: replaceCalendarFeedToken,
  });
  // Preferences are kept where session answers are, and heard the same way.
  const preferencesFeature = createPreferencesFeature({
    ...core,
    keep: {
      cacheMs: services.perProcessCacheMs,
      redis: services.redis,
      pgChannels: services.pgChannels,
    },
  });
  const premium = createPremiumFeature(core);
  const { limits } = premium;
  return {
    notifications: notificationsFeature.notifications,
    preferences: preferencesFeature.preferences,
    limits,
    premium: premium.premium,
    features: [
      auth,
      users,
      preferencesFeature,
      premium,
      createFavoritesFeature({ ...core, limits }),
      createBucketListFeature({ ...core, limits }),
      notificationsFeature,
    ],
  };
}

type Catalogue = ReturnType<typeof catalogueFeatures>;
type Account = ReturnType<typeof accountFeatures>;

/** Drafts, finalized and group plans, friends and the feed, and what reads plans. */
function planningFeatures(
  core: FeatureDeps,
  services: AppServices,
  catalogue: Catalogue,
  account: Account,
) {
  const { activities } = catalogue;
  const { notifications, limits, preferences } = account;
  // My Plans and drafts' details are kept as preferences are.
  const keep = {
    cacheMs: services.perProcessCacheMs,
    redis: services.redis,
    pgChannels: services.pgChannels,
  };
  // Friends and the feed: group plans invite friends.
  const socialFeature = createSocialFeature({
    ...core,
    signingSecret: services.signingSecret,
    notifications,
    photos: catalogue.photos,
  });
  const finalizedPlansFeature = createFinalizedPlansFeature({
    ...core,
    activities,
    limits,
    enricher: catalogue.enricher,
    push: notifications.push,
    keep,
    // Group plans are built next: they use the finalized plans' services.
    onScheduleChanged: (actorId, plan) =>
      groupPlansFeature.scheduleChanged(actorId, plan),
  });
  const { finalizedPlans, live } = finalizedPlansFeature;
  const groupPlansFeature = createGroupPlansFeature({
    ...core,
    notifications,
    limits,
    plans: finalizedPlans,
    friends: socialFeature.friends,
    live,
    viewerIds: finalizedPlansFeature.viewerIds,
  });
  const { groupPlans } = groupPlansFeature;
  const planTogether = createPlanTogetherFeature({
    ...core,
    notifications,
    preferences,
    live,
  });
  const { costShares } = planTogether;
  const publicUrl = services.publicUrl;
  return {
    finalizedPlans,
    socialFeature,
    features: [
      createPlansFeature({ ...core, activities, limits, keep }),
      groupPlansFeature,
      finalizedPlansFeature,
      planTogether,
      createCalendarFeature({ ...core, finalizedPlans, costShares, publicUrl }),
      createCopyItineraryFeature({ ...core, finalizedPlans, groupPlans }),
      createTemplatesFeature({ ...core, plans: finalizedPlans, limits }),
      createAnalyticsFeature(core),
      createAccountExportFeature({ ...core, costShares }),
      createAccountDeletionFeature({
        ...core,
        sessions: services.sessions,
        notifications,
        photos: catalogue.photos,
      }),
      createAccessTokensFeature(core),
      createMcpFeature({ ...core, publicUrl }),
    ],
  };
}

/** Weather, recommendations and the AI features that read them. */
function discoveryFeatures(
  core: FeatureDeps,
  redis: Redis | undefined,
  catalogue: Catalogue,
  account: Account,
  plans: ReturnType<typeof planningFeatures>,
) {
  const { activities, model } = catalogue;
  const { preferences, notifications } = account;
  const weatherFeature = createWeatherFeature({ ...core, redis });
  const { weather } = weatherFeature;
  const recommendationsFeature = createRecommendationsFeature({
    ...core,
    preferences,
    activities,
    weather,
  });
  return [
    recommendationsFeature,
    createWeatherWatchFeature({
      ...core,
      activities,
      weather,
      preferences,
      notifications,
      finalizedPlans: plans.finalizedPlans,
    }),
    plans.socialFeature,
    weatherFeature,
    createAiDiscoveryFeature({
      ...core,
      search: catalogue.search,
      activities,
      recommendations: recommendationsFeature.recommendations,
      weather,
      preferences,
      premium: account.premium,
      model,
    }),
    createAiIntelligenceFeature({ ...core, weather, preferences }),
    createAiFoundationFeature({ ...core, activities }),
  ];
}
