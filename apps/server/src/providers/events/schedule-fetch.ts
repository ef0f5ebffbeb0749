/** How long one schedule call may take; the refresh runs in the background. */
const SCHEDULE_TIMEOUT_MS = 10_000;

export type ScheduleFetchOptions = {
  baseUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
};

const timedOut = (error: unknown) =>
  error instanceof Error && error.name === 'TimeoutError';

/**
 * GETs a public schedule answer as JSON (or text), turning every failure into
 * one short message a status line can show: the HTTP status, a timeout, or
 * an answer that is not what the service sends.
 */
export async function fetchSchedule(
  label: string,
  url: URL,
  options: Pick<ScheduleFetchOptions, 'fetchImpl' | 'timeoutMs'> & {
    as?: 'json' | 'text';
  } = {},
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? SCHEDULE_TIMEOUT_MS;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, {
      headers: {
        accept: options.as === 'text' ? 'text/calendar' : 'application/json',
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw timedOut(error)
      ? new Error(`${label} did not answer within ${timeoutMs / 1000} s`)
      : new Error(`${label} is unreachable`, { cause: error });
  }
  if (!response.ok) throw new Error(`${label} answered ${response.status}`);
  try {
    return options.as === 'text'
      ? await response.text()
      : await response.json();
  } catch (error) {
    throw timedOut(error)
      ? new Error(`${label} did not answer within ${timeoutMs / 1000} s`)
      : new Error(`${label} sent an unreadable answer`, { cause: error });
  }
}

/** Thrown when an answer parses but is not in the service's format. */
export function unexpectedAnswer(label: string): Error {
  return new Error(`${label} sent an answer in an unexpected format`);
}
