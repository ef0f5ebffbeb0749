import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useHomeLocation } from '../hooks/use-home-location';

import { LocationStatus } from './location-status';

function Probe() {
  const location = useHomeLocation();
  return (
    <>
      <LocationStatus location={location} />
      {location.status !== 'detecting' ? (
        <p>{`${location.lat},${location.lng}`}</p>
      ) : null}
    </>
  );
}

function stubGeolocation(
  result: { lat: number; lng: number } | { code: number },
) {
  const getCurrentPosition = vi.fn(
    (
      ok: PositionCallback,
      fail: PositionErrorCallback,
      _options?: PositionOptions,
    ) =>
      'code' in result
        ? fail({ code: result.code, message: '' } as GeolocationPositionError)
        : ok({
            coords: { latitude: result.lat, longitude: result.lng },
          } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition },
  });
  return getCurrentPosition;
}

describe('home location detection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the device location once', async () => {
    const spy = stubGeolocation({ lat: 39.7, lng: -105.01 });
    render(<Probe />);
    expect(await screen.findByText('Using your location')).toBeInTheDocument();
    expect(screen.getByText('39.7,-105.01')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![2]).toMatchObject({
      timeout: 10_000,
      maximumAge: 300_000,
    });
  });

  it.each([
    [1, 'Location permission denied by user'],
    [2, 'Location information unavailable'],
    [3, 'Location request timed out'],
    [9, 'Location access denied'],
  ])(
    'error code %i falls back to Denver with its reason',
    async (code, reason) => {
      stubGeolocation({ code });
      render(<Probe />);
      expect(
        await screen.findByText('Location not detected'),
      ).toBeInTheDocument();
      expect(screen.getByText(new RegExp(reason))).toBeInTheDocument();
      expect(screen.getByText('39.7392,-104.9903')).toBeInTheDocument();
    },
  );

  it('says when geolocation is not supported', () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    render(<Probe />);
    expect(screen.getByText(/Geolocation not supported/)).toBeInTheDocument();
  });
});
