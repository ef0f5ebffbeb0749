/** Minutes after midnight; a range may run past 24:00 (closing after midnight). */
export type OpenRange = { from: number; to: number };

const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

const TIME = /(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i;

function minutes(text: string, meridiemHint?: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const meridiem = (match[3] ?? meridiemHint ?? '').toLowerCase()[0];
  if (hour > 24 || minute > 59) return undefined;
  if (meridiem === 'p' && hour < 12) hour += 12;
  if (meridiem === 'a' && hour === 12) hour = 0;
  return hour * 60 + minute;
}

/** '11:00 AM – 10:00 PM', '11:00-22:00', '5 PM - 2 AM'. */
function parseRange(text: string): OpenRange | undefined {
  const parts = text.split(/\s*[–—-]\s*|\s+to\s+/i);
  if (parts.length !== 2) return undefined;
  const closeMeridiem = TIME.exec(parts[1]!)?.[3];
  const from = minutes(
    parts[0]!,
    TIME.exec(parts[0]!)?.[3] ? undefined : closeMeridiem,
  );
  const to = minutes(parts[1]!);
  if (from === undefined || to === undefined) return undefined;
  return { from, to: to <= from ? to + 24 * 60 : to };
}

/**
 * Opening ranges on one weekday (0 Sunday) from `business_hours` (weekday
 * name -> list of range texts). Undefined when the hours are not known or
 * not readable: callers treat that as "maybe open", never as closed.
 */
export function openRangesOn(
  hours: Readonly<Record<string, readonly string[]>> | null | undefined,
  weekday: number,
): OpenRange[] | undefined {
  if (!hours) return undefined;
  const name = WEEKDAYS[weekday]!;
  const key = Object.keys(hours).find((k) => k.toLowerCase() === name);
  if (!key) return undefined;
  const ranges: OpenRange[] = [];
  for (const text of hours[key]!) {
    if (/closed/i.test(text)) continue;
    if (/24\s*hours/i.test(text)) {
      ranges.push({ from: 0, to: 24 * 60 });
      continue;
    }
    const range = parseRange(text);
    if (!range) return undefined;
    ranges.push(range);
  }
  return ranges;
}

/**
 * Whether a visit of `[from, to)` minutes fits inside one opening range;
 * undefined when the hours are unknown.
 */
export function isOpenFor(
  hours: Readonly<Record<string, readonly string[]>> | null | undefined,
  weekday: number,
  from: number,
  to: number,
): boolean | undefined {
  const ranges = openRangesOn(hours, weekday);
  if (!ranges) return undefined;
  return ranges.some((r) => r.from <= from && to <= r.to);
}

/** Whether the place is open at any moment of `[from, to)`; undefined when unknown. */
export function isOpenDuring(
  hours: Readonly<Record<string, readonly string[]>> | null | undefined,
  weekday: number,
  from: number,
  to: number,
): boolean | undefined {
  const ranges = openRangesOn(hours, weekday);
  if (!ranges) return undefined;
  return ranges.some((r) => r.from < to && from < r.to);
}
