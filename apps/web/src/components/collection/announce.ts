import { visuallyHidden } from '../../lib/visually-hidden';

/** The id of the page's one polite live region (see `announce`). */
const ANNOUNCER_ID = 'app-announcer';
/** Long enough for a screen reader to see the region empty before the message. */
const ANNOUNCE_DELAY_MS = 100;
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Lets a screen reader know, politely, of a change the page shows only by a
 * control's new look: an activity added to a collection or to a plan, a
 * count that moved. The region lives outside React's tree, so hooks can
 * speak too; the message goes in a moment after the region is emptied, so
 * the same words said twice are heard twice.
 */
export function announce(message: string): void {
  const region = liveRegion();
  region.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    region.textContent = message;
  }, ANNOUNCE_DELAY_MS);
}

/** Cards pass the whole activity to a save toggle; its name, when there, is told. */
export type SavedActivity = { id: number; name?: string };

/**
 * Tells of an activity saved to or taken from one of the user's collections:
 * 'Added Snooze to favorites', or without a name 'Removed from bucket list'.
 */
export function announceSaved(
  added: boolean,
  name: string | undefined,
  collection: string,
): void {
  const what = name ? ` ${name}` : '';
  announce(
    added
      ? `Added${what} to ${collection}`
      : `Removed${what} from ${collection}`,
  );
}

/**
 * Puts the empty region in the page ahead of the first message: some screen
 * readers miss what a region says in the moment it arrives. The app layout
 * calls it once.
 */
export function prepareAnnouncer(): void {
  liveRegion();
}

function liveRegion(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = ANNOUNCER_ID;
  // Polite and read whole, without the status role: pages keep their own
  // loading statuses, and this region is not one of them.
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, visuallyHidden);
  document.body.appendChild(region);
  return region;
}
