import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(
  new URL('./apps/web/src/features', import.meta.url),
);
/** Each feature's `api/` folder: the only part another module may import. */
const featureApis = webFeatures.map((name) => `./${name}/api`);
/** Fixtures, for tests only: `testingZone` keeps them out of shipped code. */
const featureFixtures = webFeatures.map((name) => `./${name}/testing`);

/**
 * Shared UI (`components/`) and helpers (`lib/`) read a feature's data only
 * through its api, and never reach into the app shell.
 */
const sharedZones = ['./apps/web/src/components', './apps/web/src/lib'].map(
  (target) => [
    {
      target,
      from: './apps/web/src/features',
      except: [...featureApis, ...featureFixtures],
    },
    { target, from: './apps/web/src/app' },
  ],
);

/**
 * A feature imports another feature only through that feature's `api/`; UI or
 * hooks two features need live in `components/` or `lib/`.
 */
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`, ...featureApis],
}));

/** What may import what in apps/web/src (docs/decisions.md, "Web modules"). */
const webZones = [
  ...sharedZones.flat(),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
  },
  {
    // A resource's api is the bottom of a feature: fetchers, keys, query hooks.
    target: './apps/web/src/features/*/api/**',
    from: [
      './apps/web/src/features/*/components/**',
      './apps/web/src/features/*/hooks/**',
    ],
  },
];

/**
 * A server feature reaches another only through its service or a public
 * module, never its repository: `../<feature>/<file>.repository` from any
 * depth.
 */
const otherFeaturesRepository = {
  regex: String.raw`^(\.\./)+[a-z-]+/[^/]+\.repository$`,
  message:
    "Use the other feature's service (or a public module it exports), not its repository.",
};

/**
 * Only the data layer touches tables: `*.repository.ts` (queries) and
 * `*.sql.ts` (fragments other repositories compose). Row types may be
 * imported anywhere; they carry no table access.
 */
const tablesAndSqlOutsideRepositories = [
  {
    regex: String.raw`(^|/)db/schema(/|$)`,
    allowTypeImports: true,
    message: 'Only *.repository.ts and *.sql.ts files import the tables.',
  },
  {
    regex: String.raw`\.sql$`,
    allowTypeImports: true,
    message: 'SQL fragments are for repositories; call a repository instead.',
  },
];

/** Files that may import the tables besides the data layer. */
const tableImportExempt = [
  // The schema itself, the client, migrations and seed scripts.
  'apps/server/src/db/**',
  // Tests and their helpers build and inspect rows directly.
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*test-helpers.ts',
  'apps/server/src/test/**',
  // Offline evaluations fill a throwaway in-memory database.
  'apps/server/src/features/*/eval/**',
];

/** Test helpers and fixtures stay out of the shipped code. */
const testingZone = {
  target: [
    './apps/web/src/{app,components,lib}/**',
    './apps/web/src/features/*/{api,components,hooks,lib}/**',
  ],
  from: ['./apps/web/src/testing/**', './apps/web/src/features/*/testing/**'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      '.e2e-*/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
      // Without these the plugin skips TypeScript files when following imports.
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'error',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...webZones, ...featureZones, testingZone] },
      ],
      // One way to defer a component's code (docs/web-loading.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: 'Use preloadable() from lib/preloadable.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/preloadable.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['react', 'react-*', 'fastify*', 'drizzle-orm*', '@mui/*'],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: tableImportExempt,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [otherFeaturesRepository] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      ...tableImportExempt,
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.sql.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            otherFeaturesRepository,
            ...tablesAndSqlOutsideRepositories,
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/main.ts',
      'apps/server/src/admin.ts',
      'apps/server/src/db/seed/*.ts',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
