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

export function activityIcon(category: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="wp-marker" data-category="${escapeHtml(category)}" style="background:${categoryColor(category)}"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -10],
  });
}

export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 38 : 46;
  return L.divIcon({
    className: '',
    html: `<span class="wp-cluster">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

export function stopIcon(order: number, category: string): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="wp-stop" style="background:${categoryColor(category)}">${order}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });
}
