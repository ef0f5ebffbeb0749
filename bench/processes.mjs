import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverMain = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/dist/main.js',
);

// A benchmark measures this code, not outside services: every live provider
// is off unless a run's own env turns one on.
const OFFLINE_PROVIDERS = {
  WEATHER_PROVIDER: 'climatology',
  EVENT_SOURCES: 'none',
  OSM_REFRESH_HOURS: '0',
  NOMINATIM_URL: 'off',
};

/**
 * Starts a node script and resolves with its URL once a line matching
 * `pattern` (first group = URL) appears; rejects on exit or timeout.
 */
export function startProcess(
  script,
  { env = {}, pattern, timeoutMs = 180_000, nodeArgs = [] },
) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...OFFLINE_PROVIDERS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(`${script} did not start within ${timeoutMs} ms:\n${output}`),
      );
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
  return { child, url };
}

/** Stops a child started above and waits for it to exit. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The built app (`main`, by default apps/server/dist/main.js) on a free port
 * of 127.0.0.1 with an embedded database in a temporary folder, plus `env`;
 * `pid` is its process, `stop()` ends it and removes the folder.
 */
export async function startBuiltServer(name, env = {}, main = serverMain) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `wp-${name}-`));
  const { child, url } = startProcess(main, {
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    pattern: /running at (http:\/\/\S+)/,
  });
  return {
    url,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
