// Catalogue reads: the browse page's first page, a ranked full-text search,
// a typo that only the trigram index finds, a radius query around downtown,
// the category counts of the home page, and one activity by id.
import { BROWSER_ENCODINGS } from '../browser.mjs';

export async function scenarios({ baseUrl }) {
  return [
    {
      name: 'GET /api/activities?limit=50',
      url: `${baseUrl}/api/activities?limit=50`,
    },
    {
      name: 'GET /api/activities?limit=50 (as a browser asks, brotli)',
      url: `${baseUrl}/api/activities?limit=50`,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    },
    {
      name: 'GET /api/activities/search?q=brewery',
      url: `${baseUrl}/api/activities/search?q=brewery`,
    },
    {
      name: 'GET /api/activities/search?q=red rocs (typo)',
      url: `${baseUrl}/api/activities/search?q=red%20rocs`,
    },
    {
      name: 'GET /api/activities (5 km radius, food)',
      url: `${baseUrl}/api/activities?lat=39.7392&lng=-104.9903&radius=5000&category=food&limit=50`,
    },
    {
      name: 'GET /api/activities/categories',
      url: `${baseUrl}/api/activities/categories`,
    },
  ];
}
