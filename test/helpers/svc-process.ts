import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const bin = path.resolve(import.meta.dirname, '../../bin/svc.js');

/** A real `svc serve` process. */
export interface SvcProcess {
  readonly child: ChildProcess;
  /** `http://127.0.0.1:<port>` it serves at. */
  readonly url: string;
  stderr(): string;
  /** Sends `signal` and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `svc --sites-dir <dir> serve --port 0 [...args]` and waits until it serves. */
export async function startSvc(sitesDir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<SvcProcess> {
  const child = spawn(process.execPath, [bin, '--sites-dir', sitesDir, 'serve', '--port', '0', ...args], {
    env: { ...process.env, SVC_LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`svc did not start within 30 s: ${text}`)), 30_000);
    child.stderr!.on('data', (chunk) => {
      text += chunk;
      const m = /at (http:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`svc exited ${code} before serving: ${text}`));
    });
  });
  return {
    child,
    url,
    stderr: () => text,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
