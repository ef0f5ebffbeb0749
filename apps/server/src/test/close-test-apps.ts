import { afterAll } from 'vitest';

import { closeTestApps } from './build-test-app';
import { resetFactories } from './factories';

// Runs after each test file, wherever in it its apps were built.
afterAll(closeTestApps);
// And before each file is read, so that what one file made does not shape the next.
resetFactories();
