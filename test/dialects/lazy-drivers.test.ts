import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The database drivers a server may never use are loaded on first use: a process that builds the
 * app loads none of pg, mysql2, ioredis and bullmq (pg alone pulls in Node's fetch implementation,
 * about 30 ms of each cold start). Checked in a fresh process, where nothing else loaded them.
 */
it('building the app loads neither pg, mysql2, ioredis nor bullmq', () => {
  const script = `
    import { createRequire } from 'node:module';
    await import(${JSON.stringify(path.join(ROOT, 'src/app.ts'))});
    const cache = Object.keys(createRequire(import.meta.url).cache);
    const loaded = ['pg', 'mysql2', 'ioredis', 'bullmq'].filter((name) => cache.some((file) => file.includes('/node_modules/' + name + '/')));
    process.stdout.write(JSON.stringify(loaded));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(out), []);
});
