import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where the reader was on one history entry, and how many pages were loaded. */
export type ScrollPlace = { y: number; pages: number };

const STORE = 'wp-browse-scroll';
/** Entries kept: enough for a tab's recent Back presses, small enough to rewrite per scroll. */
const KEPT = 20;
/** A restore that has not found its room by then (a failed request) stops waiting. */
const GIVE_UP_MS = 10_000;
/** The reader's own moves: a restore must not pull the page away from them. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function isPlace(value: unknown): value is ScrollPlace {
  const place = value as ScrollPlace | null;
  return (
    typeof place?.y === 'number' &&
    Number.isFinite(place.y) &&
    typeof place.pages === 'number' &&
    Number.isInteger(place.pages)
  );
}

function readPlaces(): [string, ScrollPlace][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, ScrollPlace] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        isPlace(entry[1]),
    );
  } catch {
    // Storage refused (private mode) or edited by hand: nothing to restore.
    return [];
  }
}

function writePlaces(places: [string, ScrollPlace][]) {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(places.slice(-KEPT)));
  } catch {
    // A full or refused storage only costs the restore.
  }
}

/** How this document was opened: a link or typed address, a reload, Back or Forward. */
function documentOpening(): string | undefined {
  const [opened] = performance.getEntriesByType?.('navigation') ?? [];
  return (opened as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * react-router names the entry a document was opened on 'default', so an
 * address typed into this tab later gets the same key as the first one. A
 * document not reloaded and not reached with Back or Forward forgets what
 * an earlier one kept under that name.
 */
let documentChecked = false;
function forgetEarlierDocument() {
  if (documentChecked) return;
  documentChecked = true;
  const opening = documentOpening();
  if (opening === 'reload' || opening === 'back_forward') return;
  writePlaces(readPlaces().filter(([key]) => key !== 'default'));
}

export function savedPlace(key: string): ScrollPlace | undefined {
  forgetEarlierDocument();
  return readPlaces().find(([k]) => k === key)?.[1];
}

function savePlace(key: string, place: ScrollPlace) {
  forgetEarlierDocument();
  writePlaces([...readPlaces().filter(([k]) => k !== key), [key, place]]);
}

export type RestoredScroll = {
  /** Going back to a saved place that the page cannot yet hold: keep drawing. */
  restoring: boolean;
  /** The pages that were loaded there (0 when not restoring). */
  pages: number;
  /**
   * Scrolls to the saved place once the page is tall enough for it; with
   * `final` (nothing more will be drawn) as far as the page allows.
   */
  attempt: (final: boolean) => void;
};

/**
 * Keeps the window's scroll position, and the `pages` of a paged list, per
 * history entry in sessionStorage, and gives it back when the reader returns
 * to the entry with Back or Forward (a POP) or a reload. The browser restores
 * the position itself at once, while the page is still the one being left or
 * the list is drawn only a screen deep, so it lands near the top; here the
 * caller keeps drawing while `restoring` and calls `attempt` after each
 * commit, and the scroll happens when the content reaches that far. A new
 * visit (PUSH, REPLACE) starts where the app puts it.
 */
export function useRestoredScroll(pages: number): RestoredScroll {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState<string | null>(null);
  const [target, setTarget] = useState<ScrollPlace | null>(null);
  if (seenKey !== key) {
    setSeenKey(key);
    setTarget(
      navigationType === NavigationType.Pop ? (savedPlace(key) ?? null) : null,
    );
  }

  const latest = useRef({ key, pages, restoring: target !== null });
  useLayoutEffect(() => {
    latest.current = { key, pages, restoring: target !== null };
  });

  // A layout effect, so the listener is gone in the commit that removes the
  // page: the next page's shorter content clamps the scroll, and that
  // position must not be saved as this entry's.
  useLayoutEffect(() => {
    const onScroll = () => {
      const now = latest.current;
      if (!now.restoring)
        savePlace(now.key, { y: window.scrollY, pages: now.pages });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Load more changes the pages without a scroll. Skipped on mount: reading
  // the position there forces a layout of the page being drawn.
  const seenPages = useRef(pages);
  useEffect(() => {
    if (pages === seenPages.current) return;
    seenPages.current = pages;
    if (target === null && pages > 0)
      savePlace(key, { y: window.scrollY, pages });
  }, [pages, key, target]);

  useEffect(() => {
    if (target === null) return;
    const stop = () => setTarget(null);
    for (const type of READER_MOVES)
      window.addEventListener(type, stop, { capture: true, passive: true });
    const timer = setTimeout(stop, GIVE_UP_MS);
    return () => {
      for (const type of READER_MOVES)
        window.removeEventListener(type, stop, { capture: true });
      clearTimeout(timer);
    };
  }, [target]);

  // Several commits can call it before the cleared target re-renders.
  const reached = useRef<ScrollPlace | null>(null);
  const attempt = useCallback(
    (final: boolean) => {
      if (target === null || reached.current === target) return;
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room < target.y && !final) return;
      reached.current = target;
      window.scrollTo(0, Math.max(0, Math.min(target.y, room)));
      setTarget(null);
    },
    [target],
  );

  return {
    restoring: target !== null,
    pages: target?.pages ?? 0,
    attempt,
  };
}
