import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Changes closer together than this restart the server once. */
const SETTLE_MS = 150;
const WATCHED = /\.(?:ts|js|mjs|json)$/;

/**
 * `svc dev`'s watch mode: runs the server as a child process (`args`, which must not watch
 * again) and starts a fresh one whenever a file of an app folder changes, so app code and
 * DocType JSON apply without a manual restart (apps are loaded once per process). SIGINT and
 * SIGTERM stop the child and then this process.
 */
export function superviseWithRestarts(args: string[], appDirs: string[], say: (line: string) => void): void {
  let child: ChildProcess | null = null;
  let restartQueued = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;

  const start = () => {
    const running = spawn(process.execPath, [...process.execArgv, process.argv[1], ...args], { stdio: 'inherit' });
    child = running;
    running.on('exit', (code) => {
      if (child === running) child = null;
      if (stopping) process.exit(code ?? 0);
      if (restartQueued) {
        restartQueued = false;
        start();
      }
    });
  };
  const restart = (file: string) => {
    say(`svc dev: ${file} changed, restarting`);
    if (!child) return start();
    restartQueued = true;
    child.kill('SIGTERM');
  };
  for (const dir of appDirs) {
    fs.watch(dir, { recursive: true }, (_event, name) => {
      const file = name ? String(name) : '';
      if (!WATCHED.test(file) || file.split(path.sep).includes('node_modules')) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => restart(path.join(dir, file)), SETTLE_MS);
    });
  }
  const stop = () => {
    stopping = true;
    if (child) child.kill('SIGTERM');
    else process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  start();
}
