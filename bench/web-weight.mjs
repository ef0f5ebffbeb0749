// npm run bench:web: the gzip weight of the JavaScript and CSS each route
// loads before it renders (the entry, the route's chunk and their static
// imports), from the build's manifest. Exits 1 when a route is over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET = 170_000;
export const ROUTE_BUDGET = 250_000;

/** `{ path: 'src/app/routes/x.tsx' }` for every lazy route in router.tsx. */
export function parseRoutes(routerSource) {
  const routes = [];
  const pattern =
    // A page's tab title may stand between its path and its module.
    /path:\s*'([^']+)',(?:\s*title:\s*'[^']*',)?\s*lazy:\s*\(\)\s*=>\s*import\('\.\/routes\/([^']+)'\)/g;
  for (const [, route, file] of routerSource.matchAll(pattern)) {
    routes.push({ path: route, module: `src/app/routes/${file}.tsx` });
  }
  return routes;
}

/** Files (JS and CSS) a chunk needs before it runs: itself and its static imports. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) {
    staticClosure(manifest, dep, seen);
  }
  return seen;
}

/** The chrome paths of apps/web/src/app/layout/chrome-paths.ts. */
export function parseChromePrefixes(source) {
  const list = /CHROME_PREFIXES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

export function showsChrome(prefixes, route) {
  return prefixes.some((prefix) =>
    prefix.endsWith('/') ? route.startsWith(prefix) : route === prefix,
  );
}

/** A route's first render needs the entry, its own chunk and, inside the app chrome, the chrome's. */
export function routeWeight(manifest, moduleKeys, gzipSize) {
  const keys = staticClosure(manifest, 'index.html');
  for (const key of moduleKeys) staticClosure(manifest, key, keys);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((n, f) => n + gzipSize(f), 0);
  return { js: sum(js), css: sum(css), files: js.size + css.size };
}

export function checkBudgets(rows) {
  return rows.filter(
    (row) => row.js > (row.path === '/' ? LANDING_BUDGET : ROUTE_BUDGET),
  );
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // BENCH_WEB_DIST: another build's folder (`vite build --outDir`).
  const dist = process.env.BENCH_WEB_DIST
    ? path.resolve(process.env.BENCH_WEB_DIST)
    : path.join(root, 'apps/web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error('No web build: run npm run build -w @app/web first.');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipSize = (file) => {
    const full = path.join(dist, file);
    return existsSync(`${full}.gz`)
      ? readFileSync(`${full}.gz`).length
      : gzipSync(readFileSync(full), { level: 9 }).length;
  };
  const web = path.join(root, 'apps/web/src/app');
  const routes = parseRoutes(
    readFileSync(path.join(web, 'router.tsx'), 'utf8'),
  );
  const chrome = parseChromePrefixes(
    readFileSync(path.join(web, 'layout/chrome-paths.ts'), 'utf8'),
  );
  const rows = routes.map((r) => ({
    ...r,
    ...routeWeight(
      manifest,
      showsChrome(chrome, r.path)
        ? [r.module, 'src/app/layout/app-chrome.tsx']
        : [r.module],
      gzipSize,
    ),
  }));
  const kb = (n) => `${(n / 1000).toFixed(1)} KB`.padStart(10);
  const width = Math.max(...rows.map((r) => r.path.length));
  console.log(
    `${'route'.padEnd(width)}  ${'JS gzip'.padStart(10)}  ${'CSS gzip'.padStart(10)}  files`,
  );
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(width)}  ${kb(r.js)}  ${kb(r.css)}  ${r.files}`,
    );
  }
  const over = checkBudgets(rows);
  console.log(
    `\nBudgets: landing page ${kb(LANDING_BUDGET).trim()}, every other route ${kb(ROUTE_BUDGET).trim()} of JavaScript (gzip).`,
  );
  for (const r of over)
    console.error(`over budget: ${r.path} ${kb(r.js).trim()}`);
  process.exit(over.length ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
