import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const bin = path.resolve(import.meta.dirname, '../../bin/svc.js');
const START_WITHIN_MS = 30_000;

/** A real `svc serve` process. */
export interface SvcProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` it serves at. */
  readonly url: string;
  stderr(): string;
  /** Sends `signal` and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * Ends it for sure, whatever state a failed test left it in: SIGKILL to the workers it forked,
   * then to it. A no-op once it has exited. For `finally` blocks, so no test leaves processes behind.
   */
  kill(): Promise<void>;
}

/** The processes `pid` forked (a primary's workers; tsx may add an esbuild service). */
export function childPids(pid: number): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
    return out.split('\n').map((line) => Number(line.trim())).filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** SIGKILL to `child`'s own children, then to it; resolves once it has exited. */
export async function killTree(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const pid of childPids(child.pid!)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  child.kill('SIGKILL');
  await exited;
}

/**
 * Starts `svc --sites-dir <dir> serve --port 0 [...args]` and waits until it serves (killed if it
 * does not in time). `fileLimit` runs it under `ulimit -n <fileLimit>` (soft and hard, so node
 * cannot raise it), through a shell that execs node, so the child is still svc itself.
 */
export async function startSvc(sitesDir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}, options: { fileLimit?: number } = {}): Promise<SvcProcess> {
  const argv = [bin, '--sites-dir', sitesDir, 'serve', '--port', '0', ...args];
  const [command, commandArgs] = options.fileLimit === undefined ? [process.execPath, argv] : ['sh', ['-c', `ulimit -n ${options.fileLimit} && exec "$0" "$@"`, process.execPath, ...argv]];
  const started = await startUntil(command, commandArgs, env, /at (http:\/\/\S+)/, 'svc', 'serving');
  return { ...started, url: started.found };
}

/**
 * Starts several processes at once; when any fails to start, the others are killed before the
 * error is thrown, so a failed `before` leaves nothing running.
 */
export async function startMany(count: number, start: () => Promise<SvcProcess>): Promise<SvcProcess[]> {
  const results = await Promise.allSettled(Array.from({ length: count }, start));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return started;
  await Promise.all(started.map((p) => p.kill()));
  throw failed.reason;
}

/** A real `svc worker` process. */
export interface SvcWorkerProcess {
  readonly child: ChildProcess;
  /** The worker's name, as it marks the jobs it claims (`<host>.<pid>.<random>`). */
  readonly name: string;
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  kill(): Promise<void>;
}

/** Starts `svc --sites-dir <dir> worker [...args]` and waits until it runs (killed if it does not in time). */
export async function startSvcWorker(sitesDir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<SvcWorkerProcess> {
  const started = await startUntil(process.execPath, [bin, '--sites-dir', sitesDir, 'worker', ...args], env, /svc worker (\S+) running/, 'svc worker', 'running');
  return { ...started, name: started.found };
}

/**
 * Spawns `command` (svc, logging nothing) and waits until its stderr matches `ready`; answers the
 * first group of the match. Killed, with its children, if it does not in time or exits first.
 */
async function startUntil(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, what: string, state: string) {
  const child = spawn(command, args, { env: { ...process.env, SVC_LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = await new Promise<string>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not start within ${START_WITHIN_MS / 1000} s: ${text}`)), START_WITHIN_MS);
      child.stderr!.on('data', (chunk) => {
        text += chunk;
        const m = ready.exec(text);
        if (m) resolve(m[1]!);
      });
      void exited.then((code) => reject(new Error(`${what} exited ${code} before ${state}: ${text}`)));
    });
    return {
      child,
      found,
      stderr: () => text,
      async stop(signal: NodeJS.Signals = 'SIGTERM') {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      },
      kill: () => killTree(child),
    };
  } catch (err) {
    // Hung while starting: it (and any workers) must not outlive the test.
    await killTree(child);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
