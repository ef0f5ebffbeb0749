import type { Redis } from 'ioredis';

import type { Database } from '../db/client';
import type { AccessTokenIssuer } from '../lib/access-token';
import type { SessionGate } from '../lib/sessions';
import type { Mailer } from '../providers/mail/mailer';

import { createAccessTokensFeature } from './access-tokens/access-tokens.feature';
import { createAccountExportFeature } from './account-export/account-export.feature';
import { createActivitiesFeature } from './activities/activities.feature';
import { createAiDiscoveryFeature } from './ai-discovery/ai-discovery.feature';
import { createAiFoundationFeature } from './ai-foundation/ai-foundation.feature';
import { createAiIntelligenceFeature } from './ai-intelligence/ai-intelligence.feature';
import { createAiSearchFeature } from './ai-search/ai-search.feature';
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
import { createLocationsFeature } from './locations/locations.feature';
import { createMcpFeature } from './mcp/mcp.feature';
import { createNotificationsFeature } from './notifications/notifications.feature';
import { createPlaceholderFeature } from './placeholder/placeholder.feature';
import { createPlacesFeature } from './places/places.feature';
import { createPlansFeature } from './plans/plans.feature';
import type { KeptPreferences } from './preferences/kept-preferences';
import { createPreferencesFeature } from './preferences/preferences.feature';
import { createPremiumFeature } from './premium/premium.feature';
import { createRecommendationsFeature } from './recommendations/recommendations.feature';
import { createReviewsFeature } from './reviews/reviews.feature';
import { createSocialFeature } from './social/social.feature';
import { createTemplatesFeature } from './templates/templates.feature';
import { createAccountDeletionFeature } from './users/account-deletion.feature';
import { createUsersFeature } from './users/users.feature';
import { createWeatherFeature } from './weather/weather.feature';
import { createWeatherWatchFeature } from './weather-watch/weather-watch.feature';
import { createWebConfigFeature } from './web-config/web-config.feature';

/** What the app hands the features besides the common FeatureDeps. */
export type AppServices = FeatureDeps & {
  database: Database;
  redis?: Redis;
  accessTokens: AccessTokenIssuer;
  sessions: SessionGate;
  mailer: Mailer;
  /** The site's absolute base URL (PUBLIC_URL or the listening address). */
  publicUrl: () => string;
  /** Signs photo links. */
  signingSecret: string;
  /** Preferences documents kept per process between saves. */
  keptPreferences: KeptPreferences;
};

/**
 * The composition root: builds every feature in dependency order, handing
 * each the services it uses from the others, and returns them in the order
 * their routes are registered.
 */
export function createFeatures(services: AppServices): Feature[] {
  const { database, redis, accessTokens, sessions, mailer, publicUrl } =
    services;
  const core: FeatureDeps = {
    config: services.config,
    db: services.db,
    auth: services.auth,
    log: services.log,
    providers: services.providers,
  };

  // Catalogue, search, reviews and events.
  const places = createPlacesFeature(core);
  const catalogue = createActivitiesFeature({
    ...core,
    enricher: places.enricher,
    discovery: places.discovery,
  });
  const { activities } = catalogue;
  const aiSearch = createAiSearchFeature({ ...core, activities });

  // Accounts: users, sign-in, sessions, password reset and preferences.
  const users = createUsersFeature(core);
  const auth = createAuthFeature({
    ...core,
    users: users.users,
    accessTokens,
    sessions,
    mailer,
    publicUrl,
    onSignedOutEverywhere: replaceCalendarFeedToken,
  });
  const preferencesFeature = createPreferencesFeature({
    ...core,
    kept: services.keptPreferences,
  });
  const { preferences } = preferencesFeature;

  // Tiers and collections.
  const premium = createPremiumFeature(core);
  const { limits } = premium;

  // Notifications: plans and friends raise them.
  const notificationsFeature = createNotificationsFeature({
    ...core,
    database,
    mailer,
    sessions,
  });
  const { notifications } = notificationsFeature;

  // Friends and the feed: group plans invite friends.
  const socialFeature = createSocialFeature({
    ...core,
    signingSecret: services.signingSecret,
    notifications,
  });

  // Plans: drafts, finalized and group plans, copy itinerary, calendar export.
  const finalizedPlansFeature = createFinalizedPlansFeature({
    ...core,
    activities,
    limits,
    enricher: places.enricher,
    push: notifications.push,
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

  const weatherFeature = createWeatherFeature({ ...core, redis });
  const { weather } = weatherFeature;
  const recommendationsFeature = createRecommendationsFeature({
    ...core,
    preferences,
    activities,
    weather,
  });

  return [
    catalogue,
    places,
    createReviewsFeature(core),
    createEventsFeature(core),
    aiSearch,
    auth,
    users,
    preferencesFeature,
    premium,
    createFavoritesFeature({ ...core, limits }),
    createBucketListFeature({ ...core, limits }),
    notificationsFeature,
    createPlansFeature({ ...core, activities, limits }),
    groupPlansFeature,
    finalizedPlansFeature,
    planTogether,
    createCalendarFeature({
      ...core,
      finalizedPlans,
      costShares: planTogether.costShares,
      publicUrl,
    }),
    createCopyItineraryFeature({ ...core, finalizedPlans, groupPlans }),
    createTemplatesFeature({ ...core, plans: finalizedPlans, limits }),
    createAnalyticsFeature(core),
    createAccountExportFeature({
      ...core,
      costShares: planTogether.costShares,
    }),
    createAccountDeletionFeature({ ...core, sessions, notifications }),
    createAccessTokensFeature(core),
    createMcpFeature({ ...core, publicUrl }),
    recommendationsFeature,
    createWeatherWatchFeature({
      ...core,
      activities,
      weather,
      preferences,
      notifications,
      finalizedPlans,
    }),
    socialFeature,
    weatherFeature,
    createAiDiscoveryFeature({
      ...core,
      search: aiSearch.search,
      activities,
      recommendations: recommendationsFeature.recommendations,
      weather,
      preferences,
      premium: premium.premium,
    }),
    createAiIntelligenceFeature({ ...core, weather, preferences }),
    createAiFoundationFeature({ ...core, activities }),
    createLocationsFeature(core),
    createPlaceholderFeature(),
    createWebConfigFeature(core),
  ];
}
