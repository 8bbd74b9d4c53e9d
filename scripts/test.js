#!/usr/bin/env node
// The test command (`npm test`): the build when stale, type check, dependency rules, then every
// test file through node's test runner with tsx. Exits non-zero when any part fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

// Tests that skip for want of a server or a browser append their reason here; the summary at the
// end repeats them, so a skip never hides in the middle of the output.
const skipLog = path.join(os.tmpdir(), `svc-test-skips-${process.pid}.log`);
fs.rmSync(skipLog, { force: true });
const env = { ...process.env, SVC_TEST_SKIP_LOG: skipLog };

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

function run(label, command, args) {
  process.stdout.write(`\n> ${label}\n`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (res.status !== 0) {
    process.stdout.write(`\n${label} failed\n`);
    reportSkips();
    process.exit(res.status ?? 1);
  }
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

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const tsxLoader = 'tsx';
// The tests import src/ through tsx, but the svc processes they start run bin/svc.js, which runs
// the build when it matches src/ (and src/ through tsx, seconds slower per start, when it does not).
run('build (scripts/build.js --if-stale)', process.execPath, ['scripts/build.js', '--if-stale']);
if (only.length === 0) {
  run('type check (tsc --noEmit)', process.execPath, [tsc, '--noEmit']);
  run('dependency rules', process.execPath, ['--import', tsxLoader, 'scripts/check-deps.ts']);
}
const files = only.length > 0 ? only : [...findTests(path.join(root, 'src')), ...findTests(path.join(root, 'test'))].sort();
run(`tests (${files.length} files)`, process.execPath, [
  '--import', tsxLoader,
  '--test',
  '--test-concurrency=2',
  '--test-timeout=300000',
  '--test-reporter=spec',
  ...files,
]);
reportSkips();
