import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { describe, expect, it } from 'vitest';

import { buildCalendar, escapeText, foldLine, icsFileName } from './ics';

const plan: FinalizedPlan = {
  id: 7,
  title: 'Denver, two days',
  status: 'planned',
  start_date: '2026-03-07',
  end_date: '2026-03-08',
  location_name: 'Denver, CO',
  description: null,
  notes: null,
  total_estimated_cost: 0,
  created_at: '2026-03-01T00:00:00.000Z',
  version: 1,
  selected_activities: [
    {
      id: 1,
      activity_id: 11,
      planned_date: '2026-03-07',
      planned_time: '23:30',
      estimated_duration_minutes: 90,
      estimated_cost: 0,
      priority: 1,
      notes: 'Tickets; row 3, seat 4\nBring ID',
      is_private: false,
      version: 1,
      activity: {
        id: 11,
        name: 'Late show',
        category: 'concerts',
        subcategory: null,
        location: '1510 Clarkson St, Denver',
        latitude: 39.74,
        longitude: -104.97,
      },
    },
    {
      id: 2,
      activity_id: 12,
      planned_date: '2026-03-08',
      planned_time: null,
      estimated_duration_minutes: 120,
      estimated_cost: 0,
      priority: 1,
      notes: null,
      is_private: false,
      version: 1,
      activity: {
        id: 12,
        name: 'Park walk',
        category: 'outdoors',
        subcategory: null,
        location: null,
        latitude: 39.75,
        longitude: -104.95,
      },
    },
  ],
};

function unfold(text: string) {
  return text.replace(/\r\n /g, '');
}

describe('ics output', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('turns a lone CR into an escaped newline so it cannot start a property', () => {
    const title = 'Brunch\rX-INJECTED:yes';
    expect(escapeText(title)).toBe('Brunch\\nX-INJECTED:yes');
    expect(escapeText('a\r\nb\u0000c\u0007d\te')).toBe('a\\nbcd\te');
  });

  it('folds lines at 75 octets without splitting multi-byte characters', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('writes one VEVENT per scheduled activity in America/Denver time', () => {
    const ics = buildCalendar([plan], {
      name: plan.title,
      now: new Date('2026-03-01T12:00:00Z'),
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    const text = unfold(ics);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Denver');
    expect(text).toContain('DTSTART;TZID=America/Denver:20260307T233000');
    expect(text).toContain('DTEND;TZID=America/Denver:20260308T010000');
    expect(text).toContain('DTSTART;VALUE=DATE:20260308');
    expect(text).toContain('DTEND;VALUE=DATE:20260309');
    expect(text).toContain('LOCATION:1510 Clarkson St\\, Denver');
    expect(text).toContain(
      'DESCRIPTION:Part of Denver\\, two days\\nNotes: Tickets\\; row 3\\, seat 4\\nBring ID',
    );
    expect(text).toContain('DTSTAMP:20260301T120000Z');
    expect(text).toContain('X-WR-CALNAME:Denver\\, two days');
  });

  it('builds a safe file name', () => {
    expect(icsFileName('Our "Big" Weekend!')).toBe('our-big-weekend.ics');
    expect(icsFileName('***')).toBe('plan.ics');
  });
});
