import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PreferencesService } from '../preferences/preferences.service';
import type { WeatherService } from '../weather/weather.service';

import { createWeatherSwaps } from './weather-swaps';
import { startWeatherWatch } from './weather-watch';
import { weatherWatchRoutes } from './weather-watch.routes';

/**
 * The forecast watched for finalized plans' outdoor stops: an alert with a
 * suggested indoor swap when a day turns bad, and the swap in one tap.
 */
export function createWeatherWatchFeature(
  deps: FeatureDeps & {
    activities: ActivitiesService;
    weather: WeatherService;
    preferences: PreferencesService;
    notifications: NotificationsService;
    finalizedPlans: FinalizedPlansService;
  },
) {
  const { config, db, log } = deps;
  const swaps = createWeatherSwaps({ db, finalizedPlans: deps.finalizedPlans });
  return {
    routes: featureRoutes(async (app) => {
      // The plan reminders' cadence: off with them in tests.
      const seconds = config.PLAN_REMINDER_INTERVAL_SECONDS;
      const stop =
        seconds > 0
          ? startWeatherWatch({ ...deps, intervalMs: seconds * 1000, log })
          : () => {};
      app.addHook('onClose', async () => stop());
      await app.register(weatherWatchRoutes({ swaps, auth: deps.auth }));
    }),
  };
}
