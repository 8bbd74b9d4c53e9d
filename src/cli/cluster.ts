import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isUpgradeMessage, sendConnection } from './worker-routing.ts';

/** How long a worker may take to finish its in-flight requests after SIGTERM before it is killed. */
export const SHUTDOWN_GRACE_MS = 30_000;
/** A worker that dies this soon after starting counts as a crash loop (restarts back off). */
const QUICK_DEATH_MS = 5_000;
const MAX_RESTART_DELAY_MS = 10_000;

/** `--workers`: a count, `0` or `auto` for every core; one line of error for anything else. */
export function parseWorkers(option: string | undefined): number {
  if (option === undefined) return 1;
  if (option === 'auto' || option === '0') return os.availableParallelism();
  const n = Number(option);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error(`--workers must be a number of processes, 0 or auto, not ${option}`);
  return n;
}

/**
 * The primary of `svc serve --workers N`: forks N workers that share the listening port
 * (node:cluster hands connections round-robin), restarts a worker that dies unexpectedly (backing
 * off when they die right after starting), and on SIGTERM/SIGINT passes SIGTERM to every worker,
 * waits for each to finish its in-flight requests and close its pools, then exits 0 (1 when a
 * worker did not stop cleanly: exited non-zero or by a signal). If no worker
 * ever manages to listen (a port in use, a broken site), it stops with that worker's exit code.
 * It also makes the folder of the workers' own sockets (worker-routing.ts) and relays the
 * WebSocket upgrades one worker moves to another.
 */
export function runPrimary(workers: number, report: (line: string) => void, onServing: (address: string) => void): void {
  let stopping = false;
  let everListened = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();

  const socketsDir = workerSocketsDir();
  const fork = () => startedAt.set(cluster.fork({ SVC_WORKER_SOCKETS_DIR: socketsDir }), Date.now());
  cluster.on('message', relayUpgrade);
  /** Workers already told to stop: each gets one SIGTERM from here. */
  const signalled = new Set<Worker>();
  /** Workers that got as far as listening. */
  const served = new Set<Worker>();
  const stopWorkers = () => {
    for (const w of startedAt.keys()) {
      if (signalled.has(w)) continue;
      signalled.add(w);
      w.process.kill('SIGTERM');
    }
  };

  let listening = 0;
  // "Serving" once every first-generation worker listens, so a caller never measures a half-started set.
  cluster.on('listening', (worker, address) => {
    everListened = true;
    served.add(worker);
    if (++listening === workers) onServing(`http://${address.address ?? '127.0.0.1'}:${address.port}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const began = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    signalled.delete(worker);
    // Read before the exit is judged below: whether it served decides what its death means.
    const wasServing = served.delete(worker);
    if (stopping) {
      // A worker that had to be cut short (its grace period ran out, or it was killed) makes
      // the whole stop a failure, so a supervisor can tell.
      // (One still starting when told to stop may die of that SIGTERM, before its handler is
      // installed: it served nothing.)
      const starting = !wasServing && signal === 'SIGTERM';
      if ((code !== 0 && code !== null) || (signal && !starting)) process.exitCode = 1;
      if (startedAt.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!everListened) {
      report(`svc: a worker failed before serving (exit ${code ?? signal}); stopping`);
      stopping = true;
      stopWorkers();
      process.exitCode = code || 1;
      if (startedAt.size === 0) process.exit(process.exitCode);
      return;
    }
    quickDeaths = Date.now() - began < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = Math.min(quickDeaths * 1000, MAX_RESTART_DELAY_MS);
    report(`svc: worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another${delay ? ` in ${delay / 1000} s` : ''}`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit(0);
    // A SIGTERM to the whole process group (systemd's default) reached the workers already; this
    // relay covers a signal sent to the primary alone, and workers treat a repeat as a no-op.
    stopWorkers();
    // A worker stuck past its own grace period is killed by it; this is the primary's backstop.
    setTimeout(() => {
      for (const w of startedAt.keys()) w.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < workers; i++) fork();
}

/** A new folder only this user can enter, removed when the primary exits (however it exits). */
function workerSocketsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-workers-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Hands a WebSocket upgrade a worker moved on to the worker it names; a gone worker's upgrade is ended. */
function relayUpgrade(_from: Worker, message: unknown, handle: unknown): void {
  if (!isUpgradeMessage(message)) return;
  const socket = handle as Socket | undefined;
  const owner = cluster.workers?.[message.to];
  if (!socket) return;
  if (!owner || !owner.isConnected()) return void socket.destroy();
  sendConnection((m, handle, done) => owner.send(m, handle, { keepOpen: true }, done), message, socket);
}

/** True in a process forked by `runPrimary`. */
export function isWorker(): boolean {
  return cluster.isWorker;
}
