import { formatTime12 } from './calendar';
import { metroClock } from './open-now';

const DEG = Math.PI / 180;
const J2000 = 2451545;
const UNIX_EPOCH_JD = 2440587.5;
const DAY_MS = 86_400_000;
/** The sun's centre 0.833° below the horizon: refraction plus its radius. */
const HORIZON = -0.833;

type Place = { lat: number; lng: number };

/**
 * Sunset on a date, as the metro's minute of the day, from the sunrise
 * equation (accurate to a minute or two at these latitudes); null in polar
 * day or night.
 */
export function sunsetMinute(date: string, at: Place): number | null {
  return sunEventMinute(date, at, 1);
}

/** Sunrise on a date, as the metro's minute of the day (see sunsetMinute). */
export function sunriseMinute(date: string, at: Place): number | null {
  return sunEventMinute(date, at, -1);
}

function sunEventMinute(
  date: string,
  at: Place,
  direction: 1 | -1,
): number | null {
  const noonJd = Date.parse(`${date}T12:00:00Z`) / DAY_MS + UNIX_EPOCH_JD;
  const meanSolar = Math.round(noonJd - J2000) - at.lng / 360;
  const anomaly = (357.5291 + 0.98560028 * meanSolar) % 360;
  const centre =
    1.9148 * Math.sin(anomaly * DEG) +
    0.02 * Math.sin(2 * anomaly * DEG) +
    0.0003 * Math.sin(3 * anomaly * DEG);
  const longitude = (anomaly + centre + 180 + 102.9372) % 360;
  const transit =
    J2000 +
    meanSolar +
    0.0053 * Math.sin(anomaly * DEG) -
    0.0069 * Math.sin(2 * longitude * DEG);
  const declination = Math.asin(
    Math.sin(longitude * DEG) * Math.sin(23.4397 * DEG),
  );
  const cosHour =
    (Math.sin(HORIZON * DEG) - Math.sin(at.lat * DEG) * Math.sin(declination)) /
    (Math.cos(at.lat * DEG) * Math.cos(declination));
  if (cosHour < -1 || cosHour > 1) return null;
  const event = transit + (direction * Math.acos(cosHour)) / DEG / 360;
  return metroClock(new Date((event - UNIX_EPOCH_JD) * DAY_MS)).minute;
}

function clock12(minute: number): string {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  return formatTime12(`${hh}:${String(minute % 60).padStart(2, '0')}`)!;
}

/** 'Sunrise 7:03 AM · Sunset 4:36 PM' for a date and place; null in polar day or night. */
export function sunTimesLine(date: string, at: Place): string | null {
  const rise = sunriseMinute(date, at);
  const set = sunsetMinute(date, at);
  if (rise === null || set === null) return null;
  return `Sunrise ${clock12(rise)} · Sunset ${clock12(set)}`;
}
