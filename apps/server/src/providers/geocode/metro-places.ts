import { distanceMeters } from '@app/shared/metro';

/**
 * Approximate centroids of Denver's statistical neighbourhoods and nearby
 * cities, for offline reverse geocoding. Centroids are rounded; a point is
 * labelled with the nearest entry within that entry's radius.
 */
export type MetroPlace = {
  name: string;
  kind: 'neighborhood' | 'city';
  lat: number;
  lng: number;
};

const n = (name: string, lat: number, lng: number): MetroPlace => ({
  name,
  kind: 'neighborhood',
  lat,
  lng,
});
const c = (name: string, lat: number, lng: number): MetroPlace => ({
  name,
  kind: 'city',
  lat,
  lng,
});

const NEIGHBORHOOD_RADIUS_KM = 2.5;
const CITY_RADIUS_KM = 8;

export const METRO_PLACES: readonly MetroPlace[] = [
  n('Union Station', 39.7555, -105.0035),
  n('Central Business District', 39.747, -104.995),
  n('Auraria', 39.744, -105.006),
  n('Civic Center', 39.738, -104.988),
  n('Capitol Hill', 39.733, -104.98),
  n('North Capitol Hill', 39.745, -104.98),
  n('Cheesman Park', 39.733, -104.967),
  n('Congress Park', 39.733, -104.952),
  n('City Park', 39.748, -104.949),
  n('City Park West', 39.746, -104.966),
  n('Five Points', 39.758, -104.978),
  n('Whittier', 39.758, -104.963),
  n('Cole', 39.765, -104.965),
  n('Clayton', 39.765, -104.948),
  n('Skyland', 39.756, -104.944),
  n('North Park Hill', 39.759, -104.923),
  n('South Park Hill', 39.744, -104.923),
  n('Northeast Park Hill', 39.764, -104.908),
  n('East Colfax', 39.74, -104.896),
  n('Montclair', 39.731, -104.909),
  n('Hale', 39.731, -104.926),
  n('Lowry Field', 39.72, -104.895),
  n('Cherry Creek', 39.718, -104.954),
  n('Country Club', 39.722, -104.969),
  n('Speer', 39.721, -104.979),
  n('Baker', 39.718, -104.992),
  n('Lincoln Park', 39.732, -105.001),
  n('Sun Valley', 39.731, -105.017),
  n('Jefferson Park', 39.753, -105.018),
  n('Highland', 39.76, -105.011),
  n('West Highland', 39.762, -105.045),
  n('Sunnyside', 39.776, -105.01),
  n('Berkeley', 39.776, -105.045),
  n('Regis', 39.785, -105.033),
  n('Chaffee Park', 39.785, -105.014),
  n('Globeville', 39.782, -104.983),
  n('Elyria Swansea', 39.78, -104.955),
  n('Sloan Lake', 39.747, -105.045),
  n('West Colfax', 39.739, -105.034),
  n('Villa Park', 39.728, -105.033),
  n('Barnum', 39.72, -105.03),
  n('Barnum West', 39.72, -105.045),
  n('Valverde', 39.71, -105.017),
  n('Athmar Park', 39.702, -105.018),
  n('Westwood', 39.701, -105.039),
  n('Mar Lee', 39.686, -105.038),
  n('Ruby Hill', 39.687, -105.013),
  n('Overland', 39.69, -104.997),
  n('Platt Park', 39.686, -104.983),
  n('Washington Park West', 39.704, -104.981),
  n('Washington Park', 39.701, -104.968),
  n('Belcaro', 39.704, -104.946),
  n('Cory-Merrill', 39.688, -104.948),
  n('University', 39.677, -104.963),
  n('Rosedale', 39.675, -104.983),
  n('University Park', 39.678, -104.948),
  n('Virginia Village', 39.688, -104.92),
  n('Washington Virginia Vale', 39.704, -104.917),
  n('Hilltop', 39.718, -104.93),
  n('Goldsmith', 39.652, -104.907),
  n('University Hills', 39.663, -104.929),
  n('Wellshire', 39.658, -104.948),
  n('Southmoor Park', 39.638, -104.919),
  n('Hampden South', 39.638, -104.895),
  n('Harvey Park', 39.672, -105.04),
  n('Harvey Park South', 39.662, -105.036),
  n('Bear Valley', 39.659, -105.065),
  n('Fort Logan', 39.645, -105.04),
  n('Marston', 39.63, -105.063),
  n('Central Park', 39.764, -104.879),
  n('Montbello', 39.785, -104.83),
  n('Gateway - Green Valley Ranch', 39.786, -104.77),
  n('DIA', 39.856, -104.676),
  c('Aurora', 39.7294, -104.8319),
  c('Lakewood', 39.7047, -105.0814),
  c('Golden', 39.7555, -105.2211),
  c('Boulder', 40.015, -105.2705),
  c('Englewood', 39.6478, -104.9878),
  c('Littleton', 39.6133, -105.0166),
  c('Arvada', 39.8028, -105.0875),
  c('Westminster', 39.8367, -105.0372),
  c('Morrison', 39.6536, -105.1911),
  c('Wheat Ridge', 39.7661, -105.0772),
  c('Thornton', 39.868, -104.9719),
  c('Commerce City', 39.8083, -104.9339),
  c('Glendale', 39.705, -104.9336),
  c('Greenwood Village', 39.6172, -104.9508),
  c('Centennial', 39.5807, -104.8772),
  c('Broomfield', 39.9205, -105.0867),
  c('Highlands Ranch', 39.5539, -104.9694),
];

/** The nearest neighbourhood or city whose radius covers the point. */
export function nearestMetroPlace(lat: number, lng: number): MetroPlace | null {
  let best: { place: MetroPlace; km: number } | null = null;
  for (const place of METRO_PLACES) {
    const km = distanceMeters({ lat, lng }, place) / 1000;
    const radius =
      place.kind === 'neighborhood' ? NEIGHBORHOOD_RADIUS_KM : CITY_RADIUS_KM;
    if (km <= radius && (!best || km < best.km)) best = { place, km };
  }
  return best?.place ?? null;
}
