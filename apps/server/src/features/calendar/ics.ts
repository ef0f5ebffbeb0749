import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { METRO_TIME_ZONE, addDays } from '@app/shared/metro';

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${METRO_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0600',
  'TZNAME:MDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0700',
  'TZNAME:MST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * RFC 5545 §3.3.11 text escaping. Any line break (CRLF, LF or a lone CR)
 * becomes `\n`, and the other control characters TEXT forbids are dropped,
 * so a value can never end its line and start a property of its own.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- these are exactly what TEXT forbids
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on a line starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function compactDate(date: string) {
  return date.replace(/-/g, '');
}

function utcStamp(now: Date) {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Local wall-clock end of an activity, carrying into the next day(s). */
function localEnd(date: string, time: string, minutes: number) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const day = addDays(date, Math.floor(total / 1440));
  const rest = total % 1440;
  const hh = String(Math.floor(rest / 60)).padStart(2, '0');
  const mm = String(rest % 60).padStart(2, '0');
  return `${compactDate(day)}T${hh}${mm}00`;
}

function eventLines(
  plan: FinalizedPlan,
  item: FinalizedPlan['selected_activities'][number],
  stamp: string,
  host: string,
  costNote: string | undefined,
): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:plan-${plan.id}-item-${item.id}@${host}`,
    `DTSTAMP:${stamp}`,
  ];
  if (item.planned_time) {
    const start = `${compactDate(item.planned_date)}T${item.planned_time.replace(':', '')}00`;
    lines.push(`DTSTART;TZID=${METRO_TIME_ZONE}:${start}`);
    lines.push(
      `DTEND;TZID=${METRO_TIME_ZONE}:${localEnd(item.planned_date, item.planned_time, item.estimated_duration_minutes)}`,
    );
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(item.planned_date)}`);
    lines.push(
      `DTEND;VALUE=DATE:${compactDate(addDays(item.planned_date, 1))}`,
    );
  }
  lines.push(`SUMMARY:${escapeText(item.activity.name)}`);
  if (item.activity.location) {
    lines.push(`LOCATION:${escapeText(item.activity.location)}`);
  }
  lines.push(`GEO:${item.activity.latitude};${item.activity.longitude}`);
  const description = [
    `Part of ${plan.title}`,
    item.notes ? `Notes: ${item.notes}` : null,
    costNote ?? null,
  ]
    .filter(Boolean)
    .join('\n');
  lines.push(`DESCRIPTION:${escapeText(description)}`);
  lines.push(`CATEGORIES:${escapeText(item.activity.category)}`);
  if (plan.status === 'cancelled') lines.push('STATUS:CANCELLED');
  lines.push('END:VEVENT');
  return lines;
}

/** One VCALENDAR with a VEVENT per scheduled activity, in America/Denver time. */
export function buildCalendar(
  plans: readonly FinalizedPlan[],
  options: {
    name: string;
    now?: Date;
    host?: string;
    /** Each item's cost and the reader's share, by scheduled item id. */
    costNotes?: ReadonlyMap<number, string>;
  },
): string {
  const stamp = utcStamp(options.now ?? new Date());
  const host = options.host ?? 'weekend-planner';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Weekend Planner//Plans//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${METRO_TIME_ZONE}`,
    ...VTIMEZONE,
  ];
  for (const plan of plans) {
    for (const item of plan.selected_activities) {
      lines.push(
        ...eventLines(plan, item, stamp, host, options.costNotes?.get(item.id)),
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name safe for Content-Disposition. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'plan'}.ics`;
}
