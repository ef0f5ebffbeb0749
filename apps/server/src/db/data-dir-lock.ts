import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** Said when another process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another Weekend Planner (process ${pid}). ` +
        'Stop that one first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function heldBy(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Holds the embedded database's directory for this process. Two processes
 * writing one PGlite directory corrupt it (it then aborts on every start),
 * so a second one is refused before it opens anything. A lock left by a
 * process that no longer runs is taken over. Answers how to let go.
 */
export function lockDataDir(dataDir: string): () => void {
  // Beside the directory, not in it: the directory is PostgreSQL's own.
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = heldBy(file);
      if (pid !== null && isRunning(pid)) {
        throw new DataDirInUseError(dataDir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
