/**
 * Runs `work` every `intervalMs` until the returned function stops it. A run
 * still going when the next is due makes that one skip, so slow runs never
 * pile up; a failed run is logged as `failure` and the next one tries again.
 * The timer does not keep the process alive.
 */
export function runEvery(
  intervalMs: number,
  work: () => Promise<unknown>,
  log: { warn: (obj: object, msg: string) => void },
  failure: string,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      log.warn({ err: error }, failure);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
