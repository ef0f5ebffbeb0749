import { afterAll } from 'vitest';

import { closeTestApps } from './build-test-app';

// Runs after each test file, wherever in it its apps were built.
afterAll(closeTestApps);
