#!/usr/bin/env node
// The test command (`npm test`): the build when stale, dependency rules, the citation rule, then every test file
// through node's test runner with tsx, in a few processes of several files each (longest first),
// with the type check running beside them.
// Exits non-zero when any part fails.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWN_PROCESS_MARKER, SLOTS, leakingHooks, planShards, processTimeoutMs, removeStaleShardFolders, shardFolder, writeShards } from './test-shards.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
// Kept between runs (node_modules is never committed): the type checker's incremental state and
// each test file's last wall time.
const cacheDir = path.join(root, 'node_modules', '.cache', 'svc-test');
fs.mkdirSync(cacheDir, { recursive: true });

// Tests that skip for want of a server or a browser append their reason here; the summary at the
// end repeats them, so a skip never hides in the middle of the output.
const skipLog = path.join(os.tmpdir(), `svc-test-skips-${process.pid}.log`);
fs.rmSync(skipLog, { force: true });
// The run's name for its template sites (test/helpers/site-templates.ts): test sites are copies
// of one made by createSite per dialect, dropped once the tests end.
const templates = `${process.pid}_${randomBytes(4).toString('hex')}`;
const env = { ...process.env, SVC_TEST_SKIP_LOG: skipLog, SVC_TEST_TEMPLATES: templates };

function reportSkips() {
  let reasons = [];
  try {
    reasons = [...new Set(fs.readFileSync(skipLog, 'utf8').split('\n').filter(Boolean))];
  } catch {
    return;
  }
  fs.rmSync(skipLog, { force: true });
  const bar = '!'.repeat(78);
  process.stdout.write(`\n${bar}\n!!! ${reasons.length} part(s) of the suite were SKIPPED:\n${reasons.map((r) => `!!!   - ${r}`).join('\n')}\n${bar}\n`);
}

/** Runs a step to its end; on failure says so and, unless told to go on, exits. True when it passed. */
function run(label, command, args, { exitOnFailure = true } = {}) {
  process.stdout.write(`\n> ${label}\n`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (res.status === 0) return true;
  process.stdout.write(`\n${label} failed\n`);
  if (exitOnFailure) {
    reportSkips();
    process.exit(res.status ?? 1);
  }
  return false;
}

/**
 * Starts `tsc --noEmit` beside the tests rather than before them: it keeps one core busy for about
 * a minute, during which the other used to idle. Its output goes to a file (a full pipe would stall
 * it while the tests hold this process) and is printed after the tests, with its verdict.
 */
function startTypeCheck() {
  const log = path.join(os.tmpdir(), `svc-test-tsc-${process.pid}.log`);
  const out = fs.openSync(log, 'w');
  // Incremental: a run after an earlier one re-checks only what changed (about 10 s instead of 30).
  const child = spawn(process.execPath, [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', path.join(cacheDir, 'tsc.tsbuildinfo')], { cwd: root, stdio: ['ignore', out, out], env });
  fs.closeSync(out);
  // At a lower priority: it starts with the longest files, among them the browser tests that time
  // a cold paint, and the suite keeps both cores busy; it gets the cycles they leave.
  try {
    os.setPriority(child.pid, 10);
  } catch {
    // not allowed here: it runs at the tests' priority
  }
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    stop() {
      child.kill();
      fs.rmSync(log, { force: true });
    },
    async passed() {
      const code = await exited;
      process.stdout.write(`\n> type check (tsc --noEmit, run beside the tests)\n${fs.readFileSync(log, 'utf8')}`);
      fs.rmSync(log, { force: true });
      if (code !== 0) process.stdout.write('\ntype check failed\n');
      return code === 0;
    },
  };
}

function findTests(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findTests(full, out);
    else if (entry.name.endsWith('.test.ts')) out.push(path.relative(root, full));
  }
  return out;
}

/** The files named on the command line, as paths from the root; a folder stands for its test files. */
function chosenFiles(args) {
  return args.flatMap((arg) => {
    const full = path.resolve(root, arg);
    const files = fs.statSync(full, { throwIfNoEntry: false })?.isDirectory() ? findTests(full) : [path.relative(root, full)];
    return files.map((f) => f.split(path.sep).join('/'));
  });
}

/**
 * Each file's cost: its wall time in the last run that ran it (else in test/durations.json,
 * measured once; a file in neither counts as a long one).
 */
const durationsFile = path.join(cacheDir, 'durations.json');
const seedFile = path.join(root, 'test', 'durations.json');
function readDurations(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}
function costOf(list) {
  const known = { ...readDurations(seedFile), ...readDurations(durationsFile) };
  const times = list.map((f) => known[f]).filter((t) => typeof t === 'number').sort((a, b) => a - b);
  const unknown = times.length > 0 ? times[Math.floor(times.length * 0.75)] : 0;
  return (f) => (typeof known[f] === 'number' ? known[f] : unknown);
}
/** Adds this run's file durations (written by test/helpers/durations-reporter.js) to the record. */
function recordDurations(runFile) {
  const ran = readDurations(runFile);
  fs.rmSync(runFile, { force: true });
  const record = readDurations(durationsFile);
  for (const [file, ms] of Object.entries(ran)) record[path.relative(root, path.resolve(root, file)).split(path.sep).join('/')] = ms;
  fs.writeFileSync(durationsFile, `${JSON.stringify(record, Object.keys(record).sort(), 2)}\n`);
}

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const tsxLoader = 'tsx';
// The tests import src/ through tsx, but the svc processes they start run bin/svc.js, which runs
// the build when it matches src/ (and src/ through tsx, seconds slower per start, when it does not).
run('build (scripts/build.js --if-stale)', process.execPath, ['scripts/build.js', '--if-stale']);
const typeCheck = only.length === 0 ? startTypeCheck() : null;
if (typeCheck && !run('dependency rules', process.execPath, ['--import', tsxLoader, 'scripts/check-deps.ts'], { exitOnFailure: false })) {
  typeCheck.stop();
  process.exit(1);
}
if (typeCheck && !run('citations (scripts/check-citations.ts)', process.execPath, ['--import', tsxLoader, 'scripts/check-citations.ts'], { exitOnFailure: false })) {
  typeCheck.stop();
  process.exit(1);
}
const files = only.length > 0 ? chosenFiles(only) : [...findTests(path.join(root, 'src')), ...findTests(path.join(root, 'test'))];
const sources = new Map(files.map((f) => {
  try {
    return [f, fs.readFileSync(path.join(root, f), 'utf8')];
  } catch {
    return [f, '']; // a missing file fails in its shard, named
  }
}));
const ownProcess = (f) => sources.get(f).includes(OWN_PROCESS_MARKER);
const leaks = files.filter((f) => !ownProcess(f)).flatMap((f) => leakingHooks(sources.get(f)).map((hook) => `${f}: a top-level ${hook}() (put it inside a describe)`));
if (leaks.length > 0) {
  typeCheck?.stop();
  process.stderr.write(`Test files share a process with the others of their shard; these hooks would reach their tests:\n  ${leaks.join('\n  ')}\n`);
  process.exit(1);
}
const plan = planShards(files, costOf(files), ownProcess);
removeStaleShardFolders();
const shardDir = shardFolder();
const entries = writeShards(plan, shardDir, root);
const ranDurations = path.join(cacheDir, `durations-${process.pid}.json`);
// Ctrl-C reaches the test processes too; this process waits for them to end and cleans up.
process.on('SIGINT', () => {});
const testsPassed = run(`tests (${files.length} files in ${plan.length} processes, longest first)`, process.execPath, [
  '--import', tsxLoader,
  // Places in failure reports (`test at file:line`) in the TypeScript source, not tsx's output.
  '--enable-source-maps',
  '--test',
  `--test-concurrency=${SLOTS}`,
  `--test-timeout=${processTimeoutMs(plan)}`,
  '--test-reporter=spec', '--test-reporter-destination=stdout',
  '--test-reporter=./test/helpers/durations-reporter.js', `--test-reporter-destination=${ranDurations}`,
  ...entries,
], { exitOnFailure: false });
// Kept when something failed: a failure in a shard's own code names its module (the next run removes it).
if (testsPassed) fs.rmSync(shardDir, { recursive: true, force: true });
else process.stdout.write(`\nThe shard modules of this run are kept in ${shardDir}\n`);
recordDurations(ranDurations);
spawnSync(process.execPath, ['--import', tsxLoader, 'test/helpers/site-templates.ts', 'drop', templates], { cwd: root, stdio: 'inherit', env });
const typesPassed = typeCheck ? await typeCheck.passed() : true;
reportSkips();
process.exit(testsPassed && typesPassed ? 0 : 1);
