import { METRO_CENTER } from '@app/shared/metro';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import {
  hasGeolocation,
  requestPosition,
  type Coordinates,
} from '../../../lib/geolocation';

/** Where 'Nearest' measures from; `at` is unknown while the browser is asked. */
export type BrowseOrigin =
  | { from: 'locating'; at?: undefined }
  | { from: 'you' | 'downtown'; at: Coordinates };

const POSITION_KEY = ['browse', 'position'] as const;

/** As home asks: a fix up to 5 minutes old will do, and no GPS warm-up. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

/**
 * The browser's own time-out starts only once the prompt is answered, and
 * a dismissed prompt may never answer; the list waits this long, then
 * measures from downtown.
 */
const PROMPT_WAIT_MS = 15_000;

/** About 100 m: the order barely changes, and a small move keeps the cached pages. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The position, or null when the browser will not or cannot give it. An
 * answer after the wait is handed to `late`, so allowing the prompt late
 * still reorders the list.
 */
async function browserPosition(
  late: (at: Coordinates) => void,
): Promise<Coordinates | null> {
  let waited = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answer = requestPosition(POSITION_OPTIONS).then(({ coords }) => {
    const at = coords && { lat: round(coords.lat), lng: round(coords.lng) };
    if (waited && at) late(at);
    return at;
  });
  const wait = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      waited = true;
      resolve(null);
    }, PROMPT_WAIT_MS);
  });
  try {
    return await Promise.race([answer, wait]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where Browse's 'Nearest' measures from: the user's position when the
 * browser gives it, else downtown Denver. The browser is asked only once
 * Nearest is `wanted`, never on opening the page (home asks for itself),
 * and once per visit: the answer is kept with the queries, so Back to a list
 * sorted by distance reopens its cached pages at once.
 */
export function useBrowseOrigin(wanted: boolean): BrowseOrigin {
  const queryClient = useQueryClient();
  const canAsk = hasGeolocation();
  const position = useQuery({
    queryKey: POSITION_KEY,
    queryFn: () =>
      browserPosition((at) => queryClient.setQueryData(POSITION_KEY, at)),
    enabled: wanted && canAsk,
    staleTime: Infinity,
  });
  if (position.data) return { from: 'you', at: position.data };
  if (canAsk && position.isPending) return { from: 'locating' };
  return { from: 'downtown', at: METRO_CENTER };
}
