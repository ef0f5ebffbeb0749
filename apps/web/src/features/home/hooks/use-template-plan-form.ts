import {
  DEFAULT_SEARCH_DISTANCE_MILES,
  MAX_SEARCH_DISTANCE_MILES,
  MIN_SEARCH_DISTANCE_MILES,
  TEMPLATE_REQUIRED_FIELDS_MESSAGE,
  defaultTemplateDates,
  type BuiltInTemplate,
  type LatLng,
} from '@app/shared/templates';
import { useState } from 'react';

import { useGeolocation } from '../../../lib/geolocation';
import { geocode } from '../../plans/api/geocode';
import { reverseGeocode } from '../../plans/api/reverse-geocode';

export const LOCATE_FAILED =
  'Unable to get your location. Please enter it manually.';
const placeNotFound = (text: string) =>
  `We couldn't find '${text}'. Try a neighborhood, city or address.`;
const LOCATE_TIMEOUT_MS = 5000;

const LOCATE_OPTIONS = {
  enableHighAccuracy: true,
  timeout: LOCATE_TIMEOUT_MS,
  maximumAge: 0,
};

export type TemplatePlanForm = {
  template: BuiltInTemplate;
  location: string;
  coords: LatLng | null;
  radiusMiles: number;
  startDate: string;
  endDate: string;
};

/**
 * Where the plan centres: a typed place, one picked from the list, or the
 * device's location (named by its address).
 */
function useTemplatePlace(setError: (error: string | null) => void) {
  const [location, setLocation] = useState('');
  const [coords, setCoords] = useState<LatLng | null>(null);
  const [located, setLocated] = useState(false);
  const geo = useGeolocation(LOCATE_OPTIONS);
  const placeTo = (text: string, at: LatLng | null) => {
    setError(null);
    setLocated(false);
    setLocation(text);
    setCoords(at);
  };
  const locate = async () => {
    setError(null);
    const found = await geo.locate();
    if (found) {
      setCoords(found);
      setLocated(true);
      // The plan centres on the device, so the field names where that is
      // rather than keep a typed place it would only wear as a label.
      setLocation((await reverseGeocode(found.lat, found.lng)).text);
    } else {
      setError(LOCATE_FAILED);
    }
  };
  return {
    location,
    coords,
    located,
    placeTo,
    locate,
    locating: geo.isLocating,
  };
}

/**
 * The template dialog's fields and its two actions. Any edit clears the last
 * attempt's error, which no longer describes the form.
 */
export function useTemplatePlanForm(
  template: BuiltInTemplate,
  onCreate: (form: TemplatePlanForm) => Promise<string | null>,
  onClose: () => void,
) {
  const [dates] = useState(() => defaultTemplateDates());
  const [radius, setRadius] = useState(String(DEFAULT_SEARCH_DISTANCE_MILES));
  const [startDate, setStartDate] = useState(dates.startDate);
  const [endDate, setEndDate] = useState(dates.endDate);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const place = useTemplatePlace(setError);

  const radiusMiles = Number(radius);
  const radiusValid =
    Number.isFinite(radiusMiles) &&
    radiusMiles >= MIN_SEARCH_DISTANCE_MILES &&
    radiusMiles <= MAX_SEARCH_DISTANCE_MILES;
  const edit = (set: (value: string) => void) => (value: string) => {
    setError(null);
    set(value);
  };

  const create = async () => {
    const { location, coords } = place;
    const text = location.trim();
    if ((!coords && !text) || !startDate || !endDate) {
      setError(TEMPLATE_REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setError(null);
    if (!radiusValid) return;
    setCreating(true);
    // A typed place is looked up, so the plan is centred where it says.
    const at = coords ?? (await geocode(text).catch(() => null));
    if (!at) {
      setCreating(false);
      setError(placeNotFound(text));
      return;
    }
    const failure = await onCreate({
      template,
      location,
      coords: at,
      radiusMiles,
      startDate,
      endDate,
    });
    setCreating(false);
    if (failure === null) onClose();
    else setError(failure);
  };

  return {
    fields: { radius, radiusValid, startDate, endDate },
    place,
    setRadius: edit(setRadius),
    setStartDate: edit(setStartDate),
    setEndDate: edit(setEndDate),
    create,
    creating,
    error,
  };
}
