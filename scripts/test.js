#!/usr/bin/env node
// The test command (`npm test`): type check, dependency rules, then every test file through
// node's test runner with tsx. Exits non-zero when any part fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

function run(label, command, args) {
  process.stdout.write(`\n> ${label}\n`);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    process.stdout.write(`\n${label} failed\n`);
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
