import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { JOBS_APP } from '../helpers/apps.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin', 'svc.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cli-worker-'));
const sitesDir = path.join(dir, 'sites');

function svc(...args: string[]) {
  const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent', SVC_APPS_DIRS: JOBS_APP } });
  return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
}

describe('svc worker', () => {
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses unknown queues, a bad concurrency or lease and an unknown site, in one line each', () => {
    fs.mkdirSync(sitesDir, { recursive: true });
    const cases: Array<[string[], RegExp]> = [
      [['--queue', 'short,nope'], /^svc: --queue: unknown queue nope \(known: short, default, long, reports\)$/],
      [['--queue', ','], /^svc: --queue names no queue$/],
      [['--concurrency', '0'], /^svc: --concurrency must be a whole number from 1 to 256, not 0$/],
      [['--lease', 'soon'], /^svc: --lease must be a number of seconds from 0.1 to 3600, not soon$/],
      [['--site', 'nowhere.local'], /^svc: site nowhere.local does not exist/],
    ];
    for (const [args, pattern] of cases) {
      const res = svc('worker', ...args);
      assert.notEqual(res.code, 0, args.join(' '));
      assert.match(res.err, pattern, args.join(' '));
    }
  });
});
