import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import mysql from 'mysql2/promise';
import { enabledDialects } from '../helpers/dialects.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin', 'svc.js');
const mariadb = (await enabledDialects()).find((d) => d.name === 'mariadb');
const admin = { host: '127.0.0.1', port: 3306, user: 'root' };

describe('svc new-site on MariaDB', { skip: mariadb ? false : 'MariaDB is not reachable' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-cli-maria-'));
  const sitesDir = path.join(dir, 'sites');
  const databases = [`svc_cli_${randomBytes(5).toString('hex')}`, `svc_cli_${randomBytes(5).toString('hex')}`];
  const svc = (...args: string[]) => {
    const res = spawnSync(process.execPath, [bin, '--sites-dir', sitesDir, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, SVC_LOG_LEVEL: 'silent' } });
    return { code: res.status, out: res.stdout.trim(), err: res.stderr.trim() };
  };
  const collationOf = async (db: string) => {
    const conn = await mysql.createConnection(admin);
    try {
      const [rows] = await conn.query('select default_collation_name as c from information_schema.schemata where schema_name = ?', [db]);
      return (rows as Array<{ c: string }>)[0]?.c ?? null;
    } finally {
      await conn.end();
    }
  };

  after(async () => {
    const conn = await mysql.createConnection(admin);
    for (const db of databases) await conn.query(`drop database if exists \`${db}\``);
    await conn.end();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the database named by --db-url and serves the site from it', async () => {
    const made = svc('new-site', 'maria.local', '--admin-password', 'pw', '--db-type', 'mariadb', '--db-url', `mysql://root@127.0.0.1:3306/${databases[0]}`, '--json');
    assert.equal(made.code, 0, made.err);
    assert.deepEqual(JSON.parse(made.out), { site: 'maria.local', db_type: 'mariadb' });
    assert.equal(await collationOf(databases[0]), 'utf8mb4_nopad_bin');
    const config = JSON.parse(fs.readFileSync(path.join(sitesDir, 'maria.local', 'site_config.json'), 'utf8'));
    assert.equal(config.db_type, 'mariadb');
    assert.equal(config.db_url, `mysql://root@127.0.0.1:3306/${databases[0]}`);
    const added = svc('add-user', 'ann@example.com', '--first-name', 'Ann', '--site', 'maria.local', '--json');
    assert.equal(added.code, 0, added.err);
  });

  it('accepts --db-type mysql, and refuses mariadb without a URL', async () => {
    const made = svc('new-site', 'my.local', '--admin-password', 'pw', '--db-type', 'mysql', '--db-url', `mariadb://root@127.0.0.1:3306/${databases[1]}`, '--json');
    assert.equal(made.code, 0, made.err);
    assert.equal(JSON.parse(made.out).db_type, 'mariadb');
    const missing = svc('new-site', 'nourl.local', '--admin-password', 'pw', '--db-type', 'mariadb');
    assert.equal(missing.code, 1);
    assert.match(missing.err, /--db-type mariadb needs --db-url mysql:\/\//);
    assert.equal(fs.existsSync(path.join(sitesDir, 'nourl.local')), false);
  });

  it("opens a site configured with Frappe's separate keys (db_name, db_host, db_port, db_user)", () => {
    const file = path.join(sitesDir, 'my.local', 'site_config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8'));
    delete config.db_url;
    Object.assign(config, { db_type: 'mariadb', db_name: databases[1], db_host: '127.0.0.1', db_port: 3306, db_user: 'root' });
    fs.writeFileSync(file, JSON.stringify(config));
    const migrated = svc('migrate', '--site', 'my.local');
    assert.equal(migrated.code, 0, migrated.err);
    const keys = svc('generate-keys', 'Administrator', '--site', 'my.local', '--json');
    assert.equal(keys.code, 0, keys.err);
    assert.match(JSON.parse(keys.out).api_key, /^[0-9a-f]{15}$/);
  });
});
