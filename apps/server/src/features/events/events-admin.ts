import { shortAge } from '@app/shared/provider-status';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createProviderRegistry } from '../../lib/provider-status';

import { eventsRefreshFor, liveEventSources } from './events.feature';
import { createEventsRepository } from './events.repository';
import { statusKey, type SourceReport } from './events.service';

type Print = (line: string) => void;
type AdminDeps = {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  print: Print;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function sourceLine(s: SourceReport): string {
  if (!s.ok) return `${s.label}: failed (${s.error}), nothing removed`;
  const dropped = s.removed + s.delisted;
  return `${s.label}: ${plural(s.count, 'event')}${dropped ? `, ${dropped} no longer listed taken out` : ''}`;
}

/** `admin refresh events`: runs the refresh once and prints what each source gave. */
export async function refreshEventsCommand(deps: AdminDeps) {
  const service = eventsRefreshFor({
    ...deps,
    providers: createProviderRegistry(),
  });
  const report = await service.refresh();
  if (report.sources.length === 0)
    deps.print('No event sources are configured.');
  for (const source of report.sources) deps.print(sourceLine(source));
  if (report.samplesRemoved)
    deps.print(
      `Sample events: ${report.samplesRemoved} taken out (a live source answered)`,
    );
  return report;
}

/** `admin providers`: one live call to each source, one line each. */
export async function eventProvidersCommand(
  deps: AdminDeps & { now?: () => number },
) {
  const repository = createEventsRepository();
  const now = deps.now ?? Date.now;
  for (const provider of liveEventSources(deps.config, deps.db, repository)) {
    const saved = await repository.readState(deps.db, statusKey(provider.name));
    const last = saved
      ? (JSON.parse(saved) as { last_success: string | null }).last_success
      : null;
    const age = last ? `last stored ${shortAge(last, now())}` : 'never stored';
    const started = now();
    try {
      const events = await provider.upcoming(new Date(started));
      deps.print(
        `events:${provider.name}  ${provider.label}: reachable, ${plural(events.length, 'event')} in ${now() - started} ms, ${age}`,
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      deps.print(
        `events:${provider.name}  ${provider.label}: not reachable (${why}), ${age}`,
      );
    }
  }
}
