import L from 'leaflet';

import { categoryColor } from '../category-colors';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        ch
      ]!,
  );

/**
 * Leaflet makes a marker a button named by what is drawn in it, so a
 * numbered stop was read as just '1'. The drawing is an image named in words
 * (the same words as the marker's hover title), which then names the button;
 * the number stays the only text on screen.
 */
const named = (label: string) => `role="img" aria-label="${escapeHtml(label)}"`;

export function activityIcon(category: string, name: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="wp-marker" ${named(name)} data-category="${escapeHtml(category)}" style="background:${categoryColor(category)}"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -10],
  });
}

export const clusterLabel = (count: number) =>
  `${count} activities here: zoom in`;

export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 38 : 46;
  return L.divIcon({
    className: '',
    html: `<span class="wp-cluster" ${named(clusterLabel(count))}>${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** A day's stop, named by its place in the day's order and the place's name. */
export const stopLabel = (order: number, name: string) =>
  `Stop ${order}: ${name}`;

export function stopIcon(
  order: number,
  category: string,
  name: string,
): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="wp-stop" ${named(stopLabel(order, name))} style="background:${categoryColor(category)}">${order}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });
}
