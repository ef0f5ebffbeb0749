import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/web/build-plugins/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // *.pg.test.ts need a real PostgreSQL server (the TEST_DB=postgres run).
          exclude:
            process.env.TEST_DB === 'postgres'
              ? ['**/node_modules/**']
              : ['**/node_modules/**', '**/*.pg.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share a worker's loaded modules and its migrated template
          // database: importing the app again for each file was most of the
          // suite's time. Each file still builds its own app and database.
          isolate: false,
          setupFiles: ['apps/server/src/test/close-test-apps.ts'],
          globalSetup: ['apps/server/src/test/postgres-template.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // A long journey (the six onboarding steps) on a machine busy with
          // other suites: each wait is on state, this only bounds the whole.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
