import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
/** Keys a line shows in its own way, or not at all (pino's own). */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'site', 'user', 'method', 'path', 'status', 'durationMs']);

/**
 * One pino JSON line as a person reads it in a terminal (`svc dev`): time, level, and for request
 * lines `GET /api/resource/ToDo 200 1.2 ms Administrator@localhost`; other keys follow as
 * `key=value`. A line that is not JSON passes through unchanged.
 */
export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null) return line;
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '--:--:--.---';
  const level = LEVELS[Number(entry.level)] ?? String(entry.level ?? '');
  const parts = [time, level];
  if (entry.msg === 'request' && typeof entry.method === 'string') {
    parts.push(`${entry.method} ${String(entry.path)} ${String(entry.status)} ${String(entry.durationMs)} ms`);
    if (entry.user || entry.site) parts.push(`${String(entry.user ?? 'Guest')}@${String(entry.site ?? '-')}`);
  } else if (entry.msg !== undefined) {
    parts.push(String(entry.msg));
  }
  for (const [key, value] of Object.entries(entry)) {
    if (SHOWN.has(key) || value === undefined) continue;
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts.join(' ');
}

/** A stream for pino that writes each JSON line it gets as `prettyLine` to `out`. */
export function prettyLogStream(out: NodeJS.WritableStream): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${prettyLine(line)}\n`);
      done();
    },
  });
}
