// Cold start: `svc serve` (bin/svc.js, as a user runs it) from spawn to the first answered
// request, on a fresh SQLite site with the built-in app, and the serving process's idle RSS.
// Measured for the build (dist/, what bin/svc.js runs) and, for comparison, for the sources
// through tsx (`SVC_FROM_SOURCE=1`, what bin/svc.js falls back to when dist/ is stale), in
// alternation so the machine's drift weighs on both alike. Targets: < 500 ms, idle RSS <= 120 MB.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { distIsFresh } from '../scripts/dist-freshness.js';
import { SITE } from './config.ts';
import { readCpuMs, readMemoryMb } from './processes.ts';
import { table } from './report.ts';
import { createBenchSite } from './sites.ts';

const SVC_BIN = path.resolve(import.meta.dirname, '../bin/svc.js');
const BUILD = path.resolve(import.meta.dirname, '../scripts/build.js');
const TARGET_MS = 500;
const TARGET_IDLE_RSS_MB = 120;
const STARTS = 7;
/** How long the server idles after its first answer before its RSS is read. */
const IDLE_MS = 1000;

interface Start {
  ms: number;
  /**
   * CPU the server used until it answered (all its threads), which other load on the machine
   * stretches far less than the wall time: on a quiet machine the two are close.
   */
  cpuMs: number;
  idleRssMb: number;
}

/** One start: spawn, wait for the address it prints, GET ping; then idle and read its RSS. */
async function coldStart(sitesDir: string, env: Record<string, string>): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, [SVC_BIN, 'serve', '--sites-dir', sitesDir, '--port', '0'], {
    env: { ...process.env, SVC_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`svc did not start within 30 s: ${text}`)), 30_000);
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
        const match = /at (http:\/\/\S+)/.exec(text);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      void exited.then(() => reject(new Error(`svc exited before serving: ${text}`)));
    });
    const res = await fetch(`${url}/api/method/ping`);
    await res.text();
    if (res.status !== 200) throw new Error(`ping answered ${res.status}`);
    const ms = performance.now() - started;
    const cpuMs = readCpuMs(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { ms, cpuMs, idleRssMb: readMemoryMb(child.pid!, 'VmRSS') };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** `node scripts/build.js --if-stale`; returns what it printed (nothing when dist/ was fresh). */
function buildIfStale(): string {
  const build = spawnSync(process.execPath, [BUILD, '--if-stale'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`scripts/build.js failed: ${build.stderr}`);
  return build.stdout.trim();
}

/**
 * A start of the build. A source edited meanwhile (another process at work in the checkout) makes
 * bin/svc.js run the sources instead, so a start is kept only when dist/ matched src/ before and
 * after it; otherwise the build is redone and the start repeated.
 */
async function buildStart(sitesDir: string): Promise<Start> {
  for (let attempt = 0; ; attempt++) {
    buildIfStale();
    const start = await coldStart(sitesDir, {});
    if (distIsFresh()) return start;
    if (attempt === 5) throw new Error('src/ kept changing during the cold-start runs');
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `npm run bench -- --cold-start` runs only this part (about half a minute). */
export async function coldStartPart(tmp: string, say: (text: string) => void): Promise<void> {
  // What `npm start` does first: a build older than src/ would measure the tsx fallback twice.
  const rebuilt = buildIfStale();
  if (rebuilt) say(`· ${rebuilt}`);
  const sitesDir = path.join(tmp, 'cold-start-sites');
  await createBenchSite(sitesDir, SITE, { dbType: 'sqlite' });
  const variants: Array<{ label: string; start: () => Promise<Start> }> = [
    { label: 'build (dist/)', start: () => buildStart(sitesDir) },
    { label: 'sources through tsx', start: () => coldStart(sitesDir, { SVC_FROM_SOURCE: '1' }) },
  ];
  const runs = new Map<string, Start[]>(variants.map((v) => [v.label, []]));
  // One throwaway start of each first: the first reads everything from disk into the page cache.
  for (const v of variants) await v.start();
  for (let i = 0; i < STARTS; i++) for (const v of variants) runs.get(v.label)!.push(await v.start());
  const rows = variants.map(({ label }) => {
    const starts = runs.get(label)!;
    const ms = starts.map((s) => s.ms);
    return [label, median(ms).toFixed(0), Math.min(...ms).toFixed(0), Math.max(...ms).toFixed(0), median(starts.map((s) => s.cpuMs)).toFixed(0), median(starts.map((s) => s.idleRssMb)).toFixed(1)];
  });
  const built = runs.get(variants[0].label)!;
  const coldMs = median(built.map((s) => s.ms));
  const idleMb = median(built.map((s) => s.idleRssMb));
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  say(`\n── cold start: \`svc serve\` to the first answered ping, SQLite site, built-in app, ${STARTS} starts each ──`);
  say(table(['', 'median ms', 'min ms', 'max ms', 'server CPU ms', 'idle RSS MB'], rows));
  say(`  targets (build): cold start < ${TARGET_MS} ms: ${verdict(coldMs < TARGET_MS)} (${coldMs.toFixed(0)} ms) | idle RSS <= ${TARGET_IDLE_RSS_MB} MB: ${verdict(idleMb <= TARGET_IDLE_RSS_MB)} (${idleMb.toFixed(1)} MB)`);
}
