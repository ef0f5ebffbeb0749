import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { weatherResponse } from '../testing/weather-fixture';

import { WeatherCard } from './weather-card';
import { WeatherWidget } from './weather-widget';

describe('WeatherCard', () => {
  it('shows 5 days with highs, lows, humidity and wind, and how old the forecast is', async () => {
    let requested: URL | undefined;
    server.use(
      http.get('*/api/weather', ({ request }) => {
        requested = new URL(request.url);
        return HttpResponse.json(
          weatherResponse(5, {
            day: (_, i) => ({
              max_temp: 70 + i,
              min_temp: 40 + i,
              humidity: 20 + i,
              wind_speed: 5 + i,
            }),
          }),
        );
      }),
    );
    renderWithProviders(<WeatherCard lat={39.75} lng={-105} />);
    expect(
      screen.getByRole('status', { name: 'Loading weather' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '5-day forecast' });
    const days = within(list).getAllByRole('listitem');
    expect(days).toHaveLength(5);
    expect(days[0]).toHaveTextContent('Today: scattered clouds');
    expect(days[0]).toHaveTextContent('High 70°F, low 40°F');
    expect(days[0]).toHaveTextContent('20% humidity');
    expect(days[0]).toHaveTextContent('5 mph wind');
    expect(within(days[1]!).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(days[4]!).getByText('24% humidity')).toBeInTheDocument();
    expect(within(days[4]!).getByText('9 mph wind')).toBeInTheDocument();
    expect(
      screen.getByText('Updated 2 h ago · Open-Meteo'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Estimate')).not.toBeInTheDocument();
    expect(requested?.searchParams.get('days')).toBe('5');
    expect(requested?.searchParams.get('lat')).toBe('39.75');
  });

  it("names the best day for the user's outdoor settings, or says none suits", async () => {
    const tolerance = {
      outdoor_temp_min: 50,
      outdoor_temp_max: 85,
      precipitation_tolerance: 30,
      wind_tolerance: 'medium',
    } as const;
    server.use(
      http.get('*/api/weather', () =>
        HttpResponse.json(
          weatherResponse(5, {
            day: (_, i) => ({
              max_temp: [40, 62, 70, 95, 66][i]!,
              precipitation: [0, 10, 40, 0, 0][i]!,
              wind_speed: 5,
            }),
          }),
        ),
      ),
    );
    const { unmount } = renderWithProviders(
      <WeatherCard tolerance={tolerance} />,
    );
    const outlook = await screen.findByText(/Best day to be outside/);
    // Tomorrow is 10% wet; the fifth day is dry and 66°F.
    expect(outlook).toHaveTextContent(
      /Best day to be outside: \w+, high 66°F, 0% chance of rain or snow\. 2 of 5 days suit your outdoor settings \(50-85°F, rain or snow up to 30%\)\./,
    );
    expect(
      within(outlook).getByRole('link', { name: 'Change settings' }),
    ).toHaveAttribute('href', '/preferences');
    unmount();

    renderWithProviders(
      <WeatherCard
        tolerance={{
          ...tolerance,
          outdoor_temp_min: 80,
          outdoor_temp_max: 90,
        }}
      />,
    );
    expect(
      await screen.findByText(
        /None of these 5 days suits your outdoor settings/,
      ),
    ).toHaveTextContent('(80-90°F, rain or snow up to 30%): indoor plans');
  });

  it('shows typical weather as what it is, with no icons and no best day', async () => {
    server.use(
      http.get('*/api/weather', () =>
        HttpResponse.json(
          weatherResponse(5, {
            isEstimate: true,
            day: () => ({ max_temp: 45, min_temp: 20, precipitation: 20 }),
          }),
        ),
      ),
    );
    renderWithProviders(
      <WeatherCard
        tolerance={{
          outdoor_temp_min: 30,
          outdoor_temp_max: 85,
          precipitation_tolerance: 50,
          wind_tolerance: 'high',
        }}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Typical weather' });
    const days = within(list).getAllByRole('listitem');
    expect(days).toHaveLength(5);
    expect(days[0]).toHaveTextContent(
      /^Today · Typical for \w{3} \d{1,2}: high 45°F, low 20°F; precipitation on 1 day in 5$/,
    );
    expect(screen.getByText('Estimate')).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: '5-day forecast' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByText(/Best day to be outside/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
  });

  it('shows the unavailable message when the call fails', async () => {
    server.use(
      http.get('*/api/weather', () =>
        HttpResponse.json({ detail: 'nope' }, { status: 422 }),
      ),
    );
    renderWithProviders(<WeatherCard />);
    expect(
      await screen.findByText('Weather data is currently unavailable.'),
    ).toBeInTheDocument();
  });

  it('says when the answer is not valid weather data', async () => {
    server.use(
      http.get('*/api/weather', () => HttpResponse.json({ forecast: 'x' })),
    );
    renderWithProviders(<WeatherCard />);
    expect(
      await screen.findByText('Invalid weather data received'),
    ).toBeInTheDocument();
  });
});

describe('WeatherWidget', () => {
  it('asks for 3 days of Denver weather and lists them', async () => {
    let requested: URL | undefined;
    server.use(
      http.get('*/api/weather', ({ request }) => {
        requested = new URL(request.url);
        return HttpResponse.json(weatherResponse(3));
      }),
    );
    renderWithProviders(<WeatherWidget />);
    const list = await screen.findByRole('list', { name: '3-day forecast' });
    const days = within(list).getAllByRole('listitem');
    expect(days).toHaveLength(3);
    expect(days[0]).toHaveTextContent('High 72°F, low 48°F');
    expect(requested?.searchParams.get('days')).toBe('3');
    expect(requested?.searchParams.get('lat')).toBe('39.7392');
    expect(requested?.searchParams.get('lng')).toBe('-104.9903');
    expect(
      screen.getByRole('heading', { name: 'Denver Weather' }),
    ).toBeInTheDocument();
  });
});
