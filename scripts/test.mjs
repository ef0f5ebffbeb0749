// The one test command: type check, lint, unit/API tests on PGlite, the API
// tests again on PostgreSQL when TEST_DATABASE_URL is set, then browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit, component and API tests (PGlite)', 'npx', ['vitest', 'run']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log(
    'TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is left out.',
  );
}
steps.push(['browser tests', 'node', ['e2e/run.mjs']]);

let failed = 0;
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`=== ${name}: ok (${seconds} s) ===`);
  } else {
    failed++;
    console.log(`=== ${name}: FAILED (${seconds} s) ===`);
  }
}
console.log(`\n${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
