import Fastify from 'fastify';

import { loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import {
  eventProvidersCommand,
  refreshEventsCommand,
} from './features/events/events-admin';
import {
  createBusFor,
  mailerFromConfig,
} from './features/notifications/notifications.feature';
import { createNotificationsRepository } from './features/notifications/notifications.repository';
import { createNotificationsService } from './features/notifications/notifications.service';
import { createLimitsRepository } from './features/premium/limits.repository';
import { createLimitsService } from './features/premium/limits.service';
import { createWeatherServiceFromConfig } from './features/weather/weather.feature';
import { createProviderRegistry } from './lib/provider-status';

const USAGE = `usage: npm run admin -- premium grant|revoke EMAIL
       npm run admin -- announce TITLE MESSAGE
       npm run admin -- refresh events
       npm run admin -- providers`;

const adminLog = () => Fastify({ logger: { level: 'warn' } }).log;

function notificationsFor(config: Config, database: Database) {
  const log = adminLog();
  const bus = createBusFor(config, database, (error) =>
    log.warn({ err: error }, 'notification bus error'),
  );
  const mailer = mailerFromConfig(config, database.db, log);
  const service = createNotificationsService({
    db: database.db,
    repository: createNotificationsRepository(),
    bus,
    mailer,
    publicUrl: config.PUBLIC_URL,
    log,
  });
  return {
    service,
    close: async () => {
      await bus.close();
      await mailer.close();
    },
  };
}

async function premium(
  config: Config,
  database: Database,
  action: string,
  email: string,
) {
  const limits = createLimitsService({
    db: database.db,
    config,
    repository: createLimitsRepository(),
  });
  const isPremium = action === 'grant';
  if (!(await limits.setPremium(email, isPremium))) {
    console.error(`No user with email ${email}`);
    process.exitCode = 1;
    return;
  }
  if (isPremium) {
    const notifications = notificationsFor(config, database);
    try {
      await notifications.service.notifyEmail(email, {
        type: 'premium_upgrade',
        title: 'Welcome to Premium',
        message:
          'Your account now has Premium: no caps on plans, favorites or your bucket list.',
        priority: 'high',
        actionUrl: '/pricing',
      });
    } finally {
      await notifications.close();
    }
  }
  console.log(
    isPremium ? `Premium granted to ${email}` : `Premium revoked from ${email}`,
  );
}

async function announce(
  config: Config,
  database: Database,
  title: string,
  message: string,
) {
  const notifications = notificationsFor(config, database);
  try {
    const count = await notifications.service.fanOut('everyone', {
      type: 'system_announcement',
      title,
      message,
      priority: 'medium',
    });
    console.log(`Announcement sent to ${count} users`);
  } finally {
    await notifications.close();
  }
}

/** `admin providers`: one live forecast call, then each event source. */
async function forecastLine(config: Config) {
  const registry = createProviderRegistry();
  const weather = createWeatherServiceFromConfig(config, registry);
  const started = Date.now();
  try {
    const check = await weather.checkForecast();
    const label = registry.statuses()[0]?.label ?? 'Forecast';
    console.log(
      check.ok
        ? `forecast  ${label}: reachable, ${check.items} days in ${Date.now() - started} ms`
        : `forecast  ${label}: not reachable (${check.error})`,
    );
  } finally {
    await weather.close();
  }
}

async function main(args: string[]) {
  const [area, action, third] = args;
  const isPremium =
    area === 'premium' && (action === 'grant' || action === 'revoke') && third;
  const isAnnounce = area === 'announce' && action?.trim() && third?.trim();
  const isRefresh = area === 'refresh' && action === 'events' && !third;
  const isProviders = area === 'providers' && !action;
  if (!isPremium && !isAnnounce && !isRefresh && !isProviders) {
    console.error(
      args.length ? `unknown command: ${args.join(' ')}\n${USAGE}` : USAGE,
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const events = {
      config,
      db: database.db,
      log: adminLog(),
      print: (line: string) => console.log(line),
    };
    if (isPremium) await premium(config, database, action!, third!);
    else if (isRefresh) await refreshEventsCommand(events);
    else if (isProviders) {
      await forecastLine(config);
      await eventProvidersCommand(events);
    } else await announce(config, database, action!.trim(), third!.trim());
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
