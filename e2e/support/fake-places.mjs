// Stands in for Overpass, Wikidata, Wikipedia and Wikimedia Commons during the
// browser journeys, on 127.0.0.1: Overpass answers one element, Union Station
// with its Wikidata item, and the others answer that item's recorded pages and
// a photo, so the background refresh gives the place a photo with its credit.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const RECORDED = JSON.parse(
  readFileSync(
    new URL(
      '../../apps/server/src/features/places/fixtures/wikimedia-union-station.json',
      import.meta.url,
    ),
    'utf8',
  ),
);

/** Union Station as Overpass answers it; it merges into the catalogue's row. */
const OVERPASS_ANSWER = {
  version: 0.6,
  generator: 'Overpass API 0.7.62',
  osm3s: {
    timestamp_osm_base: '2026-11-30T08:00:00Z',
    copyright:
      'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
  },
  elements: [
    {
      type: 'way',
      id: 25471539,
      center: { lat: 39.75303, lon: -105.00018 },
      tags: {
        name: 'Union Station',
        tourism: 'attraction',
        historic: 'building',
        wikidata: 'Q1134524',
      },
    },
  ],
};

/** Any real picture serves as the photo: the app's own icon. */
const IMAGE = readFileSync(
  new URL('../../apps/web/public/icons/icon-512.png', import.meta.url),
);

export async function startFakePlaces() {
  let base = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const json = (body) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/overpass/api/interpreter') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const query = new URLSearchParams(body).get('data') ?? '';
        json(
          query.includes('"tourism"')
            ? OVERPASS_ANSWER
            : { ...OVERPASS_ANSWER, elements: [] },
        );
      });
      return;
    }
    if (url.pathname === '/wikidata/w/api.php')
      return json(RECORDED.wbgetentities);
    if (url.pathname.startsWith('/wikipedia/api/rest_v1/page/summary/')) {
      return json(RECORDED.summary);
    }
    if (url.pathname === '/commons/w/api.php') {
      const title = url.searchParams.get('titles') ?? '';
      const file = encodeURIComponent(
        title.replace(/^File:/, '').replace(/ /g, '_'),
      );
      return json(
        JSON.parse(
          JSON.stringify(RECORDED.imageinfo)
            .replaceAll('{title}', title)
            .replaceAll('{upload}', `${base}/upload`)
            .replaceAll('{file}', file),
        ),
      );
    }
    if (url.pathname.startsWith('/upload/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(IMAGE);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    env: {
      OSM_REFRESH_HOURS: '24',
      OVERPASS_API_URL: `${base}/overpass/api/interpreter`,
      WIKIDATA_API_URL: `${base}/wikidata/w/api.php`,
      WIKIPEDIA_API_URL: `${base}/wikipedia/api/rest_v1`,
      WIKIMEDIA_API_URL: `${base}/commons/w/api.php`,
    },
    close: () => server.close(),
  };
}
