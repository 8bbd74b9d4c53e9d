// How `npm test` (scripts/test.js) spreads the test files over processes. Loading src/ through
// tsx costs a process about two seconds of CPU; with a process per file that was a third of the
// suite's CPU. So files run in "shards": processes that each import a sequence of files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Node's runner starts this many processes at a time. Three gained nothing on two cores: the database servers take the rest. */
export const SLOTS = 2;
/** A shard's planned time: at least this (a process's start is worth amortising)... */
const SHARD_FLOOR_MS = 8_000;
/** ...and at most this, so a slower machine stays far inside the per-process timeout. */
const SHARD_CEILING_MS = 90_000;
/** What a file says in its source to run in a process of its own (it checks what the process has loaded). */
export const OWN_PROCESS_MARKER = 'test-runner: own process';

/**
 * The hooks a file declares at its top level that reach beyond it. They attach to its process's
 * root test, which its whole shard shares: a top-level `beforeEach` or `afterEach` runs around the
 * tests of the files before it that have not started yet, and a top-level `before` runs when it is
 * declared, while those files' tests run. (A top-level `after` is harmless: it runs as the process
 * ends.) Such hooks belong inside a `describe`.
 */
export function leakingHooks(source) {
  return [...source.matchAll(/^(?:test\.)?(before|beforeEach|afterEach)\s*\(/gm)].map((m) => m[1]);
}

/**
 * Plans the run: files longest first, each shard taking files until it holds a quarter of the
 * time still unplaced (within the floor and ceiling; one file longer than that stands alone), so
 * the shards shrink towards the end and the last to start is short: neither slot idles long while
 * the other finishes. A file with the own-process marker is an entry of its own. Each entry is a
 * list of files and its planned time.
 */
export function planShards(files, cost, ownProcess) {
  const list = [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b));
  let unplaced = list.reduce((sum, f) => sum + cost(f), 0);
  const shards = [];
  let current = { files: [], ms: 0, alone: false };
  for (const file of list) {
    if (ownProcess(file)) {
      shards.push({ files: [file], ms: cost(file), alone: true });
      unplaced -= cost(file);
      continue;
    }
    current.files.push(file);
    current.ms += cost(file);
    if (current.ms >= Math.min(SHARD_CEILING_MS, Math.max(SHARD_FLOOR_MS, unplaced / (2 * SLOTS)))) {
      shards.push(current);
      unplaced -= current.ms;
      current = { files: [], ms: 0, alone: false };
    }
  }
  if (current.files.length > 0) shards.push(current);
  return shards;
}

/**
 * Node's runner times out a whole process, not a test: ten times the longest planned process, and
 * never less than the five minutes one file had before shards.
 */
export function processTimeoutMs(shards) {
  return Math.max(300_000, 10 * Math.max(0, ...shards.map((s) => s.ms)));
}

/** The folder of one run's shard modules (outside node_modules, which newer runners never look into). */
export function shardFolder(pid = process.pid) {
  return path.join(os.tmpdir(), `svc-test-shards-${pid}`);
}

/** Removes the shard folders of runs that ended without cleaning up (interrupted): their process is gone. */
export function removeStaleShardFolders() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = /^svc-test-shards-(\d+)$/.exec(name)?.[1];
    if (!pid || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch (err) {
      if (err.code === 'ESRCH') fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/**
 * Writes each shard as a module that imports its files in turn, and answers what to give the
 * runner: a shard's path, or the file itself for one that runs alone. Each file's top level runs
 * when it is imported, which is while the tests of the files before it already run; the reporter
 * still names each test's own file. A file that cannot be loaded fails as a test of its own, and
 * the rest of its shard runs.
 */
export function writeShards(shards, folder, root) {
  fs.mkdirSync(folder, { recursive: true });
  return shards.map((shard, i) => {
    if (shard.alone) return shard.files[0];
    const file = path.join(folder, `shard-${String(i + 1).padStart(2, '0')}.mjs`);
    const entries = shard.files.map((f) => [f, pathToFileURL(path.resolve(root, f)).href]);
    fs.writeFileSync(file, `// Written by scripts/test.js for one run: ${shard.files.length} files, ${Math.round(shard.ms / 1000)} s planned.
import { test } from 'node:test';
// Holds the process open while the files load: tsx loads modules on a thread that does not, and
// were the earlier files' tests done meanwhile, the runner would end the process's root test
// before the next file's tests were declared.
const loading = setInterval(() => {}, 60_000);
try {
  for (const [name, url] of ${JSON.stringify(entries, null, 2).split('\n').join('\n  ')}) {
    try {
      await import(url);
    } catch (error) {
      test(\`\${name} could not be loaded\`, () => {
        throw error;
      });
    }
  }
} finally {
  clearInterval(loading);
}
`);
    return file;
  });
}
