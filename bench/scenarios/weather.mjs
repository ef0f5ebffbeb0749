// Weather and locations: the 7-day forecast for a cached location cell
// (what every home and plan page asks for), an offline reverse geocode with
// its nearest-address query, and a forward location search.
export async function scenarios({ baseUrl }) {
  return [
    {
      name: 'GET /api/weather?days=7',
      url: `${baseUrl}/api/weather?lat=39.7392&lng=-104.9903&days=7`,
    },
    {
      name: 'GET /api/locations (reverse)',
      url: `${baseUrl}/api/locations?lat=39.7487&lng=-105.0077`,
    },
    {
      name: 'GET /api/locations/search?q=park',
      url: `${baseUrl}/api/locations/search?q=park`,
    },
  ];
}
