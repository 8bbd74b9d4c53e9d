import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { PG_ADMIN_URL, postgresReachable } from '../../scripts/local-services.ts';
import { redisReachable, REDIS_TEST_URL } from '../helpers/redis.ts';
import { announceSkip } from '../helpers/skip-notice.ts';

// The container's entry script (Dockerfile, compose.yaml) run as a plain process against this
// machine's PostgreSQL and Redis: no Docker engine runs here, so this is what can be checked of
// the image's start-up: first start creates the site, a restart only serves it.
const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'deploy', 'docker-entrypoint.sh');
const up = (await postgresReachable()) && (await redisReachable('the container entry-point test'));
if (!up) announceSkip('PostgreSQL or Redis is not reachable: the container entry-point test is SKIPPED');

describe('deploy/docker-entrypoint.sh', { skip: !up && 'PostgreSQL or Redis not reachable' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-entry-'));
  const dbName = `svc_test_${randomBytes(6).toString('hex')}`;
  const env = {
    ...process.env, SVC_LOG_LEVEL: 'silent', SVC_SITES_DIR: path.join(dir, 'sites'), SVC_SITE: 'entry.local', ADMIN_PASSWORD: 'entry-pass-1',
    SVC_DB_URL: `postgres://postgres@127.0.0.1:5432/${dbName}`, SVC_REDIS_URL: REDIS_TEST_URL, SVC_HOST_NAME: 'https://entry.example.com', PORT: '0',
  };
  after(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists "${dbName}" with (force)`).finally(() => client.end());
  });

  it('creates the site on PostgreSQL with Redis on first start, serves it, and only serves on the next start', async () => {
    for (const round of ['first start', 'restart']) {
      const { child, address } = await start(env);
      try {
        const login = await fetch(`${address}/api/method/login`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'entry.local' }, body: JSON.stringify({ usr: 'Administrator', pwd: 'entry-pass-1' }) });
        assert.equal(login.status, 200, round);
        const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
        const list = await fetch(`${address}/api/resource/User?fields=["name"]&limit_page_length=0`, { headers: { cookie: `sid=${sid}`, host: 'entry.local' } });
        assert.equal(list.status, 200, round);
        assert.ok(((await list.json()) as { data: { name: string }[] }).data.some((u) => u.name === 'Administrator'), round);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'sites', 'entry.local', 'site_config.json'), 'utf8'));
    assert.equal(config.db_type, 'postgres');
    assert.equal(config.host_name, 'https://entry.example.com');
    assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'sites', 'common_site_config.json'), 'utf8')).redis_url, REDIS_TEST_URL);
  });

  it('refuses to create a site without ADMIN_PASSWORD', async () => {
    const child = spawn(script, [], { env: { ...env, SVC_SITE: 'other.local', ADMIN_PASSWORD: '' } });
    let err = '';
    child.stderr!.on('data', (c) => (err += c));
    const code = await new Promise((r) => child.once('exit', r));
    assert.equal(code, 1);
    assert.match(err, /set ADMIN_PASSWORD/);
    assert.equal(fs.existsSync(path.join(dir, 'sites', 'other.local')), false);
  });
});

/** Runs the entry script and waits for the address it serves at. */
async function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(script, [], { env });
  let text = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => {
      text += chunk;
      const m = /at (http:\/\/\S+)/.exec(text);
      if (m) resolve(m[1].replace('0.0.0.0', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`entry script exited ${code}: ${text}`)));
  });
  return { child, address };
}
