import { describe, expect, it } from 'vitest';

import { parseEvents } from './parse-events';

describe('parseEvents', () => {
  it('returns complete events and keeps a partial one for the next chunk', () => {
    const first = parseEvents(
      'retry: 5000\nevent: ready\ndata: {}\n\n: ping\n\nevent: notif',
    );
    expect(first.events).toEqual(['ready']);
    const second = parseEvents(`${first.rest}ication\ndata: {}\n\n`);
    expect(second).toEqual({ events: ['notification'], rest: '' });
  });
});
