import { describe, expect, it } from 'vitest';

import {
  type ForecastDay,
  type HourlyEntry,
  beyondRangeMessage,
  isWithinForecastRange,
  morningAfternoonSplit,
  typicalAdvice,
  typicalDayLine,
  weatherAdvice,
  weatherQuerySchema,
} from './weather';

function day(overrides: Partial<ForecastDay> = {}): ForecastDay {
  const max = overrides.max_temp ?? 70;
  const min = overrides.min_temp ?? 45;
  return {
    date: '2026-06-01',
    max_temp: max,
    min_temp: min,
    humidity: 30,
    wind_speed: 8,
    temperature: { min, max, day: max - 3 },
    weather: { main: 'Clouds', description: 'scattered clouds', icon: '03d' },
    precipitation: 30,
    clouds: 40,
    ...overrides,
  };
}

const kinds = (d: ForecastDay) => weatherAdvice(d).map((a) => a.kind);

describe('weatherAdvice thresholds', () => {
  it('warns about rain above 50% only', () => {
    expect(kinds(day({ precipitation: 51 }))).toContain('rain');
    expect(kinds(day({ precipitation: 50 }))).not.toContain('rain');
  });

  it('warns below 32F or with snow', () => {
    expect(kinds(day({ min_temp: 31 }))).toContain('freezing');
    expect(kinds(day({ min_temp: 32 }))).not.toContain('freezing');
    expect(
      kinds(
        day({ weather: { main: 'Snow', description: 'snow', icon: '13d' } }),
      ),
    ).toContain('freezing');
  });

  it('words freezing advice by whether the day warms up', () => {
    const message = (d: ForecastDay) =>
      weatherAdvice(d).find((a) => a.kind === 'freezing')?.message;
    expect(message(day({ min_temp: 20, max_temp: 30 }))).toMatch(/all day/);
    expect(message(day({ min_temp: 20, max_temp: 60 }))).toMatch(
      /morning and evening/,
    );
  });

  it('warns about wind above 25 mph', () => {
    expect(kinds(day({ wind_speed: 26 }))).toContain('wind');
    expect(kinds(day({ wind_speed: 25 }))).not.toContain('wind');
  });

  it('flags heat above 90F and cold below 40F', () => {
    expect(kinds(day({ max_temp: 91 }))).toContain('heat');
    expect(kinds(day({ max_temp: 90 }))).not.toContain('heat');
    expect(kinds(day({ max_temp: 39 }))).toContain('cold');
    expect(kinds(day({ max_temp: 40 }))).not.toContain('cold');
  });

  it('praises clear days with rain under 20% and mild 50-80F days', () => {
    const clear = { main: 'Clear', description: 'clear sky', icon: '01d' };
    expect(kinds(day({ weather: clear, precipitation: 19 }))).toContain(
      'clear',
    );
    expect(kinds(day({ weather: clear, precipitation: 20 }))).not.toContain(
      'clear',
    );
    expect(kinds(day({ max_temp: 50 }))).toContain('mild');
    expect(kinds(day({ max_temp: 80 }))).toContain('mild');
    expect(kinds(day({ max_temp: 81 }))).not.toContain('mild');
  });

  it('never calls a day mild next to a warning', () => {
    // A 55F afternoon after a 25F night: freezing, not mild.
    expect(kinds(day({ max_temp: 55, min_temp: 25 }))).toEqual(['freezing']);
    expect(kinds(day({ max_temp: 60, wind_speed: 30 }))).not.toContain('mild');
  });

  const clear = { main: 'Clear', description: 'clear sky', icon: '01d' };

  it('never calls a day great for outdoors next to a caution', () => {
    // High 44F, low 21F: icy morning and evening, not a great day.
    expect(
      kinds(
        day({ weather: clear, precipitation: 0, max_temp: 44, min_temp: 21 }),
      ),
    ).toEqual(['freezing']);
    expect(
      kinds(
        day({ weather: clear, precipitation: 0, max_temp: 38, min_temp: 33 }),
      ),
    ).toEqual(['cold']);
    expect(
      kinds(day({ weather: clear, precipitation: 0, wind_speed: 30 })),
    ).toEqual(['wind']);
  });
});

function entry(hour: number, precipitation: number): HourlyEntry {
  return {
    datetime: `2026-06-01T${String(hour).padStart(2, '0')}:00`,
    temperature: 60,
    feels_like: 59,
    precipitation,
    wind_speed: 5,
    condition: 'Clouds',
  };
}

describe('morningAfternoonSplit', () => {
  it('needs 4 or more entries', () => {
    expect(
      morningAfternoonSplit([entry(6, 0), entry(9, 0), entry(15, 90)]),
    ).toBeNull();
  });

  it('splits when averages differ by more than 25 points', () => {
    const split = morningAfternoonSplit([
      entry(6, 10),
      entry(9, 10),
      entry(12, 60),
      entry(15, 40),
    ]);
    expect(split?.better).toBe('morning');
    expect(split?.morningPrecipitation).toBe(10);
    expect(split?.afternoonPrecipitation).toBe(50);
  });

  it('does not split at a difference of exactly 25', () => {
    expect(
      morningAfternoonSplit([
        entry(6, 10),
        entry(9, 10),
        entry(12, 35),
        entry(15, 35),
      ]),
    ).toBeNull();
  });
});

describe('forecast range and query', () => {
  it('counts today and the next 6 days only', () => {
    expect(isWithinForecastRange('2026-06-01', '2026-06-01')).toBe(true);
    expect(isWithinForecastRange('2026-06-07', '2026-06-01')).toBe(true);
    expect(isWithinForecastRange('2026-06-08', '2026-06-01')).toBe(false);
    expect(isWithinForecastRange('2026-05-31', '2026-06-01')).toBe(false);
    expect(beyondRangeMessage).toBe(
      'Weather forecast unavailable at this time for this day (beyond 7-day range)',
    );
  });

  it('defaults to Denver and 5 days and rejects bad input', () => {
    expect(weatherQuerySchema.parse({})).toEqual({
      lat: 39.7392,
      lng: -104.9903,
      days: 5,
    });
    expect(weatherQuerySchema.safeParse({ days: '8' }).success).toBe(false);
    expect(weatherQuerySchema.safeParse({ lat: '91' }).success).toBe(false);
    expect(weatherQuerySchema.safeParse({ lng: 'abc' }).success).toBe(false);
    expect(weatherQuerySchema.safeParse({ lat: '40' }).success).toBe(false);
    expect(
      weatherQuerySchema.parse({ lat: '40', lng: '-105', days: '7' }),
    ).toEqual({ lat: 40, lng: -105, days: 7 });
  });
});

describe('typical weather wording', () => {
  it("states a date's normals as typical", () => {
    expect(
      typicalDayLine(
        day({
          date: '2026-12-05',
          max_temp: 45.4,
          min_temp: 19.6,
          precipitation: 20,
        }),
      ),
    ).toBe(
      'Typical for Dec 5: high 45°F, low 20°F; precipitation on 1 day in 5',
    );
    expect(typicalDayLine(day({ precipitation: 2 }))).toMatch(
      /precipitation rarely$/,
    );
  });

  it('phrases advice as what is usual, never as what a day brings', () => {
    const messages = typicalAdvice(
      day({ max_temp: 45, min_temp: 20, precipitation: 35 }),
    ).map((a) => a.message);
    expect(messages).toEqual([
      'Nights are usually below freezing: bring warm layers for the evening.',
      'Rain or snow falls on 1 day in 3 at this time of year: keep an indoor backup in mind.',
    ]);
    expect(
      typicalAdvice(day({ max_temp: 70, min_temp: 45, precipitation: 10 })),
    ).toEqual([]);
  });
});
