import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import mysql from 'mysql2/promise';
import { readSiteConfig } from '../../src/config/site-config.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { createDocType, get, list, post, type FieldDef } from '../helpers/doctypes.ts';
import { send } from '../helpers/scenario.ts';
import { createTestSite, type TestSite } from '../helpers/test-site.ts';

const fields: FieldDef[] = [{ fieldname: 'title', fieldtype: 'Data', label: 'Title' }];

// MariaDB only: a DROP there waits for other sessions' metadata locks (enabledDialects says loudly when it is not reachable).
const maria = (await enabledDialects()).find((d) => d.name === 'mariadb');

if (maria) {
  describe('DocType delete on MariaDB [mariadb]', () => {
    let site: TestSite;
    let dbUrl: string;
    const deleteDocType = (name: string) => send(site, { method: 'DELETE', url: `/api/resource/DocType/${name}`, auth: site.adminAuth });
    const titles = async (doctype: string) => {
      const res = await list(site, doctype, { fields: ['title'] });
      assert.equal(res.status, 200, JSON.stringify(res.json));
      return res.json.data.map((r: { title: string }) => r.title);
    };
    const withConnection = async <T>(fn: (conn: mysql.Connection) => Promise<T>) => {
      const conn = await mysql.createConnection(dbUrl);
      try {
        return await fn(conn);
      } finally {
        await conn.end();
      }
    };
    const tableNames = () =>
      withConnection(async (conn) => {
        const [rows] = await conn.query('select table_name as t from information_schema.tables where table_schema = database()');
        return (rows as Array<{ t: string }>).map((r) => r.t);
      });
    /** Tables set aside by deletes are dropped in the background: waits until none is left. */
    const asideTablesGone = async () => {
      let left: string[] = [];
      for (let i = 0; i < 100; i++) {
        left = (await tableNames()).filter((t) => t.startsWith('__svc_dropped_'));
        if (left.length === 0) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      assert.deepEqual(left, [], 'tables set aside were never dropped');
    };
    const withOldRow = async (name: string) => {
      await createDocType(site, name, fields);
      const row = await post(site, name, { title: 'old row' });
      assert.equal(row.status, 200, JSON.stringify(row.json));
    };

    before(async () => {
      site = await createTestSite(maria);
      dbUrl = (readSiteConfig(site.sitesDir, site.site) as { db_url: string }).db_url;
    });
    after(async () => {
      await site.close();
    });

    it('a delete drops the table: the DocType re-created has none of the old rows', async () => {
      await withOldRow('Plain');
      const res = await deleteDocType('Plain');
      assert.equal(res.statusCode, 202, res.body);
      assert.equal((await get(site, 'DocType', 'Plain')).status, 404);
      assert.ok(!(await tableNames()).includes('tabPlain'));
      await createDocType(site, 'Plain', fields);
      assert.deepEqual(await titles('Plain'), []);
      await asideTablesGone();
    });

    it('a delete while another session reads the table never answers 503 after dropping the DocType', async () => {
      await withOldRow('Busy');
      const holder = await mysql.createConnection(dbUrl);
      let first;
      try {
        await holder.query('start transaction');
        await holder.query('select * from `tabBusy`');
        first = await deleteDocType('Busy');
        const after = await get(site, 'DocType', 'Busy');
        if (first.statusCode === 503) {
          // Nothing committed: the DocType and its rows are all still there, and the client may retry.
          assert.equal(after.status, 200, 'a 503 must leave the DocType in place');
          assert.deepEqual(await titles('Busy'), ['old row']);
        } else {
          assert.equal(first.statusCode, 202, first.body);
          assert.equal(after.status, 404);
        }
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      if (first.statusCode === 503) assert.equal((await deleteDocType('Busy')).statusCode, 202, 'the retry, once the reader is gone');
      await createDocType(site, 'Busy', fields);
      assert.deepEqual(await titles('Busy'), [], 'the re-created DocType shows no old rows');
      await asideTablesGone();
    });

    it('a delete that fails after its table was set aside puts the table back with its rows', async () => {
      await withOldRow('Kept');
      // A live link to the DocType record makes the delete fail after on_trash has set the table aside.
      await createDocType(site, 'Pointer', [{ fieldname: 'target', fieldtype: 'Link', options: 'DocType', label: 'Target' }]);
      const pointer = await post(site, 'Pointer', { target: 'Kept' });
      assert.equal(pointer.status, 200, JSON.stringify(pointer.json));
      const res = await deleteDocType('Kept');
      assert.equal(res.statusCode, 417, res.body);
      assert.equal((await get(site, 'DocType', 'Kept')).status, 200);
      assert.deepEqual(await titles('Kept'), ['old row']);
      assert.deepEqual((await tableNames()).filter((t) => t.startsWith('__svc_dropped_')), []);
    });
  });
}
