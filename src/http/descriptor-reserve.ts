import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';

/** How often the open descriptors are counted while the server listens. */
export const RESERVE_CHECK_MS = 1000;

/**
 * Keeps `reserve` file descriptors free of client connections, so the server can still open its
 * databases, Redis, uploads and files when clients hold every connection they can: a process at
 * its limit of open files fails whatever it opens next. While the server listens, the open
 * descriptors are counted every RESERVE_CHECK_MS and node's `maxConnections` set to the
 * connections open now plus the descriptors left above the reserve, so a burst between two counts
 * cannot take more than that. Connections past it are closed as they arrive; at the limit, idle
 * keep-alive connections are closed too, to make room. Needs the limit (the soft RLIMIT_NOFILE)
 * and a count of open descriptors: on a system that gives neither, nothing is reserved.
 */
export function reserveDescriptors(server: Server, reserve: number): void {
  if (reserve <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  server.on('listening', () => {
    const limit = openFileLimit();
    if (limit === null || openDescriptors() === null) return;
    const check = () => {
      const open = openDescriptors();
      if (open === null) return;
      const room = limit - reserve - open;
      server.getConnections((err, connections) => {
        if (err) return;
        // 0 would mean no limit at all to node.
        server.maxConnections = Math.max(1, connections + room);
        if (room <= 0) server.closeIdleConnections();
      });
    };
    check();
    timer = setInterval(check, RESERVE_CHECK_MS);
    timer.unref();
  });
  server.on('close', () => {
    if (timer) clearInterval(timer);
  });
}

/**
 * The soft limit on this process's open files (node has no call for it): from /proc on Linux,
 * else from the shell's `ulimit -n`, which a child inherits; null when neither answers or there
 * is no limit.
 */
export function openFileLimit(): number | null {
  try {
    const m = /^Max open files\s+(\d+|unlimited)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    if (m) return m[1] === 'unlimited' ? null : Number(m[1]);
  } catch {
    // not Linux
  }
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 }).trim();
    return /^\d+$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

/** How many descriptors this process has open (Linux's /proc, or /dev/fd elsewhere); null when unknown. */
export function openDescriptors(): number | null {
  for (const dir of ['/proc/self/fd', '/dev/fd']) {
    try {
      // Less the one the listing itself opened.
      return fs.readdirSync(dir).length - 1;
    } catch {
      // try the next
    }
  }
  return null;
}
