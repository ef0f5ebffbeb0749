// The one test command: type check, lint, unit/API tests on PGlite, the API
// tests again on PostgreSQL when TEST_DATABASE_URL is set, then browser tests.
//
// The PGlite run is the longest step and keeps about one core busy (vitest
// runs one worker on a 2-core machine); the type check, lint, the PostgreSQL
// run and the browser build are single-threaded or waiting on PostgreSQL, so
// they run one after another beside it. The journeys start once both are done:
// they need both cores.
import { spawn } from 'node:child_process';

const side = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
];
if (process.env.TEST_DATABASE_URL) {
  side.push([
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
side.push(['browser build', 'node', ['e2e/run.mjs'], { E2E_BUILD_ONLY: '1' }]);

const results = [];

/**
 * Runs one step; `streamed` prints its output as it comes, otherwise it is
 * printed whole when the step ends so two steps' lines never interleave.
 */
function run([name, cmd, args, env], streamed) {
  const started = Date.now();
  if (streamed) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    if (!streamed) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      if (!streamed) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s) ===`);
      results.push([name, ok, seconds]);
      resolve(ok);
    });
  });
}

async function runSide() {
  let built = false;
  for (const step of side) built = await run(step, false);
  return built;
}

const [built] = await Promise.all([
  runSide(),
  run(
    ['unit, component and API tests (PGlite)', 'npx', ['vitest', 'run']],
    true,
  ),
]);
if (built) {
  await run(
    ['browser tests', 'node', ['e2e/run.mjs'], { E2E_SKIP_BUILD: '1' }],
    true,
  );
} else {
  results.push(['browser tests (not run: the build failed)', false, '0']);
}

const failed = results.filter(([, ok]) => !ok);
console.log(
  '\n' +
    results
      .map(
        ([n, ok, s]) => `${ok ? 'ok    ' : 'FAILED'} ${s.padStart(6)} s  ${n}`,
      )
      .join('\n'),
);
console.log(
  `\n${results.length - failed.length} passed, ${failed.length} failed`,
);
process.exit(failed.length ? 1 : 0);
