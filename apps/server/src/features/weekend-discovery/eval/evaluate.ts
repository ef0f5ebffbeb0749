import { readFileSync } from 'node:fs';

import type { Activity } from '@app/shared/activity';
import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';
import { DEFAULT_PREFERENCES } from '@app/shared/preferences';

import { createDatabase } from '../../../db/client';
import { seedDatabase } from '../../../db/seed/seed';
import { createExplainer } from '../../../providers/ai/explainer';
import { createLocalQueryParser } from '../../../providers/ai/query-parser';
import { createActivitiesRepository } from '../../activities/activities.repository';
import { createActivitiesService } from '../../activities/activities.service';
import { createEventsRepository } from '../../events/events.repository';
import { createAiSearchService } from '../../search/search.service';
import { createAiDiscoveryRepository } from '../weekend-discovery.repository';
import { createAiDiscoveryService } from '../weekend-discovery.service';

import { evalForecast, type EvalWeather } from './forecasts';
import {
  judgeDay,
  judgedStops,
  type Check,
  type EvalArea,
  type ItineraryPrompt,
} from './judge';

type ListedEvent = {
  name: string;
  category: string;
  subcategory: string;
  venue: string;
  lat: number;
  lng: number;
  /** 0 Sunday ... 6 Saturday of the evaluated week. */
  weekday: number;
  time: string;
};
type PromptSet = {
  events: ListedEvent[];
  prompts: ItineraryPrompt[];
  areas?: Record<string, EvalArea>;
};

type PromptResult = {
  prompt: ItineraryPrompt;
  checks: Check[];
  days: string[];
};

/** The evaluated week starts on a Wednesday morning, so that 'tonight' and the weekend both lie ahead. */
function evalNow(): Date {
  const today = metroToday();
  const wednesday = addDays(today, (3 - weekday(today) + 7) % 7 || 7);
  return metroInstant(wednesday, '09:00');
}

export function readPromptSet(setPath: string): PromptSet {
  return JSON.parse(readFileSync(setPath, 'utf8')) as PromptSet;
}

/**
 * Plans every prompt of the set (or only those marked `ci`) with the local
 * engine on the real catalogue (in an in-memory PGlite) and a few listed
 * shows of the week, under its fixed weather, and judges each planned day.
 */
export async function evaluateItineraries(
  setPath: string,
  { ciOnly = false } = {},
): Promise<PromptResult[]> {
  const set = readPromptSet(setPath);
  const now = evalNow();
  const today = metroToday(now);
  const database = await createDatabase({ url: 'memory' });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await createEventsRepository().upsert(
      database.db,
      set.events.map((e) => {
        const date = addDays(today, (e.weekday - weekday(today) + 7) % 7);
        return {
          source: 'eval',
          sourceId: `${e.name}-${date}`,
          name: e.name,
          description: `${e.subcategory} at ${e.venue}.`,
          category: e.category,
          subcategory: e.subcategory,
          startTime: metroInstant(date, e.time),
          venueName: e.venue,
          address: null,
          latitude: e.lat,
          longitude: e.lng,
          ticketUrl: null,
          eventDetails: {},
        };
      }),
    );
    const activities = createActivitiesService({
      db: database.db,
      repo: createActivitiesRepository(),
    });
    const search = createAiSearchService({
      activities,
      parser: createLocalQueryParser(),
      now: () => now,
    });
    const serviceFor = (weather: EvalWeather) =>
      createAiDiscoveryService({
        search,
        activities,
        weather: { getForecast: async () => evalForecast(weather, today) },
        preferences: { get: async () => DEFAULT_PREFERENCES },
        db: database.db,
        repo: createAiDiscoveryRepository(),
        explainer: createExplainer(null, { warn: () => undefined }),
        now: () => now,
      });
    const facts = new Map<number, Activity>();
    const results: PromptResult[] = [];
    for (const prompt of set.prompts.filter((p) => !ciOnly || p.ci)) {
      const weather = prompt.weather ?? 'mild';
      const answer = await serviceFor(weather).discover(undefined, {
        query: prompt.q,
        location: { city: 'Denver', state: 'CO' },
        dates: [],
      });
      const days = answer.suggested_itineraries;
      for (const id of days.flatMap((d) => d.slots.map((s) => s.activity_id))) {
        if (!facts.has(id)) facts.set(id, await activities.getById(id));
      }
      const forecast = evalForecast(weather, today);
      // The first asked day is the one the question is about.
      const first = days.find((d) => d.slots.length > 0) ?? days[0]!;
      results.push({
        prompt,
        checks: judgeDay(
          prompt,
          first,
          judgedStops(first, facts),
          forecast,
          set.areas,
        ),
        days: days.map(
          (d) =>
            `${d.date}: ${d.slots
              .map(
                (s) =>
                  `${s.start_time} ${s.activity_name}${s.is_meal_break ? ' (meal)' : ''}${s.weather_reason ? ` [${s.weather_reason}]` : ''}`,
              )
              .join(' | ')}${(d.notes ?? []).map((n) => `\n       - ${n}`).join('')}`,
        ),
      });
    }
    return results;
  } finally {
    await database.close();
  }
}

/** The share of all checks met. */
export function shareMet(results: readonly PromptResult[]): number {
  const checks = results.flatMap((r) => r.checks);
  return checks.filter((c) => c.met).length / (checks.length || 1);
}
