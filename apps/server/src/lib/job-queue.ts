/** Thrown when a queue already holds as many waiting jobs as it may. */
export class QueueFullError extends Error {
  constructor() {
    super('job queue full');
  }
}

type Waiting = { key: string; start: () => void };

/**
 * Runs jobs with at most `concurrency` at once and `perKey` at once for any
 * one key (a user), the rest first come, first served. Image decoding needs
 * memory and both cores, so an unbounded burst must wait rather than pile up.
 * At most `maxWaiting` jobs wait; beyond that `run` rejects with QueueFullError.
 */
export function createJobQueue(options: {
  concurrency: number;
  perKey: number;
  maxWaiting: number;
}) {
  const runningByKey = new Map<string, number>();
  const waiting: Waiting[] = [];
  let running = 0;

  const mayStart = (key: string) =>
    running < options.concurrency &&
    (runningByKey.get(key) ?? 0) < options.perKey;

  const startNext = () => {
    const index = waiting.findIndex((job) => mayStart(job.key));
    if (index >= 0) waiting.splice(index, 1)[0]!.start();
  };

  return {
    run<T>(key: string | number, job: () => Promise<T>): Promise<T> {
      const k = String(key);
      const execute = async () => {
        running += 1;
        runningByKey.set(k, (runningByKey.get(k) ?? 0) + 1);
        try {
          return await job();
        } finally {
          running -= 1;
          const left = runningByKey.get(k)! - 1;
          if (left > 0) runningByKey.set(k, left);
          else runningByKey.delete(k);
          startNext();
        }
      };
      if (mayStart(k)) return execute();
      if (waiting.length >= options.maxWaiting) {
        return Promise.reject(new QueueFullError());
      }
      return new Promise<T>((resolve, reject) => {
        waiting.push({ key: k, start: () => execute().then(resolve, reject) });
      });
    },
    /** Jobs running and waiting now, for tests and diagnostics. */
    size: () => ({ running, waiting: waiting.length }),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
