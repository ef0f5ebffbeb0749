import { describe, expect, it } from 'vitest';

import {
  checkBudgets,
  parseChromePrefixes,
  parseRoutes,
  routeWeight,
  showsChrome,
} from './web-weight.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js', imports: ['_react.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    imports: ['_zod.js', 'index.html'],
    css: ['assets/home.css'],
  },
  'src/app/layout/app-chrome.tsx': {
    file: 'assets/chrome.js',
    imports: ['_zod.js'],
  },
};
const sizes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/zod.js': 30,
  'assets/home.js': 7,
  'assets/home.css': 2,
  'assets/chrome.js': 11,
};

describe('route weights', () => {
  it('reads lazy routes and chrome paths from the router sources', () => {
    expect(
      parseRoutes(`{ path: '/', lazy: () => import('./routes/landing') },
      {
        path: '/plan/:planId',
        lazy: () => import('./routes/plan-detail'),
      },
      { path: '/home', title: 'Home', lazy: () => import('./routes/home') },`),
    ).toEqual([
      { path: '/', module: 'src/app/routes/landing.tsx' },
      { path: '/plan/:planId', module: 'src/app/routes/plan-detail.tsx' },
      { path: '/home', module: 'src/app/routes/home.tsx' },
    ]);
    const prefixes = parseChromePrefixes(
      "const CHROME_PREFIXES = [\n  '/home',\n  '/plan/',\n];",
    );
    expect(prefixes).toEqual(['/home', '/plan/']);
    expect(showsChrome(prefixes, '/plan/:planId')).toBe(true);
    expect(showsChrome(prefixes, '/')).toBe(false);
  });

  it('counts each shared chunk once across the entry, the route and the chrome', () => {
    const weight = routeWeight(
      manifest,
      ['src/app/routes/home.tsx', 'src/app/layout/app-chrome.tsx'],
      (file: string) => sizes[file]!,
    );
    expect(weight).toEqual({ js: 198, css: 2, files: 6 });
  });

  it('holds the landing page to 170 KB and other routes to 250 KB', () => {
    const over = checkBudgets([
      { path: '/', js: 170_001 },
      { path: '/home', js: 249_000 },
      { path: '/plan/:planId', js: 250_001 },
    ]);
    expect(over.map((r) => r.path)).toEqual(['/', '/plan/:planId']);
  });
});
