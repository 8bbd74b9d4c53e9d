// Servers run as child processes of the bench, so their memory can be read from /proc on their
// own pid and the load generator's memory never counts against them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root: `--import tsx` and relative paths resolve from there. */
const ROOT = path.resolve(import.meta.dirname, '..');

export interface Server {
  label: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/**
 * Starts `node <args>` and resolves once a line of its stderr matches `ready` (whose first group
 * is the URL it listens on). Later stderr lines are passed on, prefixed, so warnings show up.
 */
export function startServer(label: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<Server> {
  // Spawning node itself (not npx or a shell) makes child.pid the server's own pid.
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let buffered = '';
    let url: string | null = null;
    const timer = setTimeout(() => fail(new Error(`${label} did not start within 30 s:\n${buffered}`)), 30_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    child.once('exit', (code, signal) => {
      if (!url) fail(new Error(`${label} exited (${signal ?? code}) before listening:\n${buffered}`));
      else if (code !== 0 && signal !== 'SIGTERM') process.stderr.write(`!!! ${label} exited unexpectedly (${signal ?? code})\n`);
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      if (url) {
        process.stderr.write(chunk.replace(/^(?=.)/gm, `[${label}] `));
        return;
      }
      buffered += chunk;
      const match = ready.exec(buffered);
      if (!match) return;
      url = match[1];
      clearTimeout(timer);
      resolve({ label, url, pid: child.pid!, stop: () => stopChild(child) });
    });
  });
}

/** SIGTERM (svc finishes in-flight requests and closes its databases), SIGKILL after 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/** Last resort when the bench itself dies: no server may outlive it. */
export function killAllServersNow(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Resident memory of a process in MB: `VmRSS` now, `VmHWM` (the peak so far), or the part of
 * VmRSS that is the process's own (`RssAnon`) or pages of mapped files (`RssFile`: node's code and
 * SQLite's read map of the database among them, the file cache's pages, shared and reclaimable).
 */
export function readMemoryMb(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * CPU time (user + system) the process has used so far, in ms. /proc reports clock ticks of
 * USER_HZ, which Linux fixes at 100 per second for userspace.
 */
export function readCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15)
}

/**
 * CPU time the whole machine spent in processes (user, nice, system; interrupts left out, as
 * they are not charged to any process either), in ms.
 */
export function readMachineCpuMs(): number {
  const [user, nice, system] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system) * 10;
}

/** CPU time the whole machine spent idle (idle and iowait), in ms summed over its cores. */
export function readMachineIdleMs(): number {
  const [, , , idle, iowait] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (idle + iowait) * 10;
}

/** Samples VmRSS while a scenario runs; `stop()` returns the highest sample in MB. */
export function sampleRss(pid: number, intervalMs: number): { stop(): number } {
  let peak = readMemoryMb(pid, 'VmRSS');
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readMemoryMb(pid, 'VmRSS'));
    } catch {
      // The process is gone; the exit handler reports that.
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
