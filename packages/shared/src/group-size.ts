/**
 * The size of a party, which no listing can be checked against: the
 * catalogue records no capacity. Search, day plans and the create form's
 * note say it in these words, and read it back from them.
 */

/** Tables of up to five are the usual walk-in party; past that, a place may need telling. */
export const LARGE_GROUP = 6;

/** Whether a party of this size is worth a word (null: none was asked). */
export const isLargeGroup = (size: number | null): size is number =>
  size !== null && size >= LARGE_GROUP;

/** Said wherever a large group was asked for. */
export const groupSizeNote = (size: number) =>
  `No listing says how many people it takes: check with the place for a group of ${size}.`;

/** Reads the size back from that sentence (the first group). */
export const GROUP_SIZE_SAID =
  /how many people it takes: check with the place for a group of (\d+)/;
