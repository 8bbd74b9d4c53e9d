import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { leakingHooks, planShards, processTimeoutMs, writeShards } from '../../scripts/test-shards.js';

const costs: Record<string, number> = { a: 200_000, b: 60_000, c: 40_000, d: 30_000, e: 20_000, f: 9_000, g: 5_000, h: 4_000, i: 3_000, own: 50_000 };
const cost = (f: string) => costs[f] ?? 0;

describe("npm test's shards (scripts/test-shards.js)", () => {
  it('plans longest first, shards shrinking to the end, a long file alone, the marked file alone', () => {
    const plan = planShards(Object.keys(costs).reverse(), cost, (f) => f === 'own');
    // 421 s in all: a (200 s) passes the 90 s ceiling; b meets a quarter of the 221 s left; the
    // marked file stands apart; g and h together reach the 8 s floor.
    assert.deepEqual(plan.map((s) => s.files), [['a'], ['b'], ['own'], ['c'], ['d'], ['e'], ['f'], ['g', 'h'], ['i']]);
    assert.deepEqual(plan.filter((s) => s.alone).map((s) => s.files), [['own']]);
  });

  it('keeps a shard within 90 s however much is unplaced', () => {
    const many = Array.from({ length: 100 }, (_, i) => `f${String(i).padStart(3, '0')}`);
    const plan = planShards(many, () => 10_000, () => false);
    assert.ok(plan.every((s) => s.ms <= 90_000), JSON.stringify(plan.map((s) => s.ms)));
    assert.equal(plan[0].ms, 90_000);
  });

  it('times a process out at ten times the longest planned one, five minutes at least', () => {
    assert.equal(processTimeoutMs([{ ms: 90_000 }, { ms: 10_000 }]), 900_000);
    assert.equal(processTimeoutMs([{ ms: 1_000 }]), 300_000);
  });

  it('writes shards that run their files in turn, however long one takes to load, and fail a file that cannot be loaded, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-shard-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'one.test.mjs'), "import { test } from 'node:test';\ntest('first file', () => {});\n");
      // Its top level waits on nothing that holds the process open (as a module tsx loads does),
      // long after the first file's test is done.
      fs.writeFileSync(path.join(dir, 'two.test.mjs'), "import { test } from 'node:test';\nawait new Promise((r) => setTimeout(r, 300).unref());\ntest('second file', () => {});\n");
      const [entry] = writeShards([{ files: ['one.test.mjs', 'missing.test.mjs', 'two.test.mjs'], ms: 1, alone: false }], path.join(dir, 'shards'), dir);
      // Without this process's NODE_TEST_CONTEXT, which makes a runner report to a parent runner.
      const { NODE_TEST_CONTEXT: _, ...env } = process.env;
      const run = spawnSync(process.execPath, ['--test', '--test-reporter=spec', entry], { encoding: 'utf8', env });
      assert.equal(run.status, 1, run.stdout);
      assert.match(run.stdout, /✔ first file/);
      assert.match(run.stdout, /✔ second file/);
      assert.match(run.stdout, /✖ missing\.test\.mjs could not be loaded/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds the top-level hooks that would run around another file's tests, and only those", () => {
    const source = [
      "import { after, before, beforeEach, afterEach, describe, test } from 'node:test';",
      'before(() => {});',
      'beforeEach(() => {});',
      'test.afterEach(() => {});',
      'after(() => {});',
      "describe('inside', () => {",
      '  beforeEach(() => {});',
      '  before(() => {});',
      '});',
    ].join('\n');
    assert.deepEqual(leakingHooks(source), ['before', 'beforeEach', 'afterEach']);
    assert.deepEqual(leakingHooks("describe('x', () => {\n  afterEach(() => {});\n});\n"), []);
  });

  it('shows why: a top-level beforeEach of a later file runs around an earlier file\'s tests in its shard', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-shard-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'one.test.mjs'), "import { test } from 'node:test';\ntest('slow', () => new Promise((r) => setTimeout(r, 200)));\ntest('later', () => {});\n");
      const hooked = "import { beforeEach, test } from 'node:test';\nbeforeEach((t) => console.log(`hook around ${t.name}`));\ntest('own', () => {});\n";
      fs.writeFileSync(path.join(dir, 'two.test.mjs'), hooked);
      assert.deepEqual(leakingHooks(hooked), ['beforeEach']);
      const [entry] = writeShards([{ files: ['one.test.mjs', 'two.test.mjs'], ms: 1, alone: false }], path.join(dir, 'shards'), dir);
      const { NODE_TEST_CONTEXT: _, ...env } = process.env;
      const run = spawnSync(process.execPath, ['--test', '--test-reporter=spec', entry], { encoding: 'utf8', env });
      assert.equal(run.status, 0, run.stdout);
      assert.match(run.stdout, /hook around later/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to run a test file with such a hook, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-leak-check-'));
    try {
      const file = path.join(dir, 'leaky.test.ts');
      fs.writeFileSync(file, "import { beforeEach, test } from 'node:test';\nbeforeEach(() => {});\ntest('x', () => {});\n");
      const { NODE_TEST_CONTEXT: _, ...env } = process.env;
      const run = spawnSync(process.execPath, [path.join(import.meta.dirname, '../../scripts/test.js'), file], { encoding: 'utf8', env });
      assert.equal(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stderr, /leaky\.test\.ts: a top-level beforeEach\(\) \(put it inside a describe\)/);
      assert.doesNotMatch(run.stdout, /^> tests/m, 'no test ran');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
