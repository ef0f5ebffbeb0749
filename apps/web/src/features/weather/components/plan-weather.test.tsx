import { addDays, metroToday } from '@app/shared/metro';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { hourlyFor, weatherResponse } from '../testing/weather-fixture';

import { PlanWeather } from './plan-weather';
import { longDate } from './weather-format';

const today = metroToday();

function section(date: string) {
  return screen.getByRole('region', { name: longDate(date) });
}

describe('PlanWeather', () => {
  it('requests 7 days and counts only dates within 5 days', async () => {
    let days: string | null = null;
    server.use(
      http.get('*/api/weather', ({ request }) => {
        days = new URL(request.url).searchParams.get('days');
        return HttpResponse.json(weatherResponse(7));
      }),
    );
    const dates = [today, addDays(today, 6), addDays(today, 7)];
    renderWithProviders(<PlanWeather dates={dates} />);
    await screen.findByRole('region', { name: longDate(today) });
    expect(days).toBe('7');
    expect(within(section(today)).getByText(/High 72°F/)).toBeInTheDocument();
    expect(
      within(section(addDays(today, 6))).getByText(/High 72°F/),
    ).toBeInTheDocument();
    expect(
      within(section(addDays(today, 7))).getByText(
        'Weather forecast unavailable at this time for this day (beyond 7-day range)',
      ),
    ).toBeInTheDocument();
  });

  it('shows advice and a drier-morning split', async () => {
    server.use(
      http.get('*/api/weather', () =>
        HttpResponse.json(
          weatherResponse(7, {
            day: () => ({ precipitation: 60, wind_speed: 30 }),
            hourly: (date) => hourlyFor(date, (hour) => (hour < 12 ? 10 : 80)),
          }),
        ),
      ),
    );
    renderWithProviders(<PlanWeather dates={[today]} />);
    const day = await screen.findByRole('region', { name: longDate(today) });
    expect(
      within(day).getByText(
        /60% chance of precipitation: have an indoor backup/,
      ),
    ).toBeInTheDocument();
    expect(within(day).getByText(/Wind around 30 mph/)).toBeInTheDocument();
    expect(
      within(day).getByText(/Drier morning \(10% vs 80%/),
    ).toBeInTheDocument();
    // Advice is a list read with the forecast, not alerts announced at once.
    expect(within(day).queryAllByRole('alert')).toEqual([]);
    expect(within(day).getAllByRole('listitem').length).toBeGreaterThan(1);
  });

  it('shows sunrise and sunset on each day', async () => {
    server.use(
      http.get('*/api/weather', () => HttpResponse.json(weatherResponse(7))),
    );
    renderWithProviders(<PlanWeather dates={[today]} />);
    const day = await screen.findByRole('region', { name: longDate(today) });
    expect(
      within(day).getByText('Sunrise 7:03 AM · Sunset 4:36 PM'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Updated 2 h ago · Open-Meteo'),
    ).toBeInTheDocument();
  });

  it('says typical weather as usual, never as a forecast', async () => {
    server.use(
      http.get('*/api/weather', () =>
        HttpResponse.json(
          weatherResponse(7, {
            isEstimate: true,
            day: () => ({ max_temp: 45, min_temp: 20, precipitation: 60 }),
            hourly: (date) => hourlyFor(date, (hour) => (hour < 12 ? 10 : 80)),
          }),
        ),
      ),
    );
    renderWithProviders(<PlanWeather dates={[today]} />);
    const day = await screen.findByRole('region', { name: longDate(today) });
    expect(
      within(day).getByText(
        /^Typical for .+: high 45°F, low 20°F; precipitation on 1 day in 2$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(day).getByText(/Nights are usually below freezing/),
    ).toBeInTheDocument();
    expect(within(day).getByText(/Sunrise 7:03 AM/)).toBeInTheDocument();
    expect(
      within(day).queryByText(/chance of precipitation/),
    ).not.toBeInTheDocument();
    expect(within(day).queryByText(/Drier morning/)).not.toBeInTheDocument();
    expect(screen.getByText('Estimate')).toBeInTheDocument();
  });

  it('says when a date or its 3-hour data is missing', async () => {
    server.use(
      http.get('*/api/weather', () =>
        HttpResponse.json(weatherResponse(1, { hourly: () => [] })),
      ),
    );
    renderWithProviders(<PlanWeather dates={[today, addDays(today, 1)]} />);
    const first = await screen.findByRole('region', { name: longDate(today) });
    expect(
      within(first).getByText(
        '3-hour interval data not available for this day',
      ),
    ).toBeInTheDocument();
    expect(
      within(section(addDays(today, 1))).getByText(
        'No weather data available for this date',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty message without dates and the error message on failure', async () => {
    const { unmount } = renderWithProviders(<PlanWeather dates={[]} />);
    expect(
      screen.getByText('No weather data available for the selected date(s).'),
    ).toBeInTheDocument();
    unmount();
    server.use(
      http.get('*/api/weather', () =>
        HttpResponse.json({ detail: 'x' }, { status: 400 }),
      ),
    );
    renderWithProviders(<PlanWeather dates={[today]} />);
    expect(
      await screen.findByText('Weather data is currently unavailable.'),
    ).toBeInTheDocument();
  });
});
