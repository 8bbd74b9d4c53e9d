import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, it } from 'node:test';
import type { CompiledQuery } from 'kysely';
import { perDialect } from '../helpers/per-dialect.ts';
import { startSvc, type SvcProcess } from '../helpers/svc-process.ts';

const ROWS = 100_000;

/** Enough ToDo rows that a full listing is still being written when its client goes away. */
function fillSql(dialect: string): string {
  const cols = 'name, creation, modified, modified_by, owner, docstatus, idx, description, status';
  const at = "'2024-01-01 00:00:00.000000'";
  if (dialect === 'mariadb') {
    return `insert into \`tabToDo\` (${cols}) select concat('T', seq), ${at}, ${at}, 'Administrator', 'Administrator', 0, 0, concat(md5(seq), md5(seq + 1)), 'Open' from seq_1_to_${ROWS}`;
  }
  const text = dialect === 'postgres' ? 'md5(n::text) || md5((n + 1)::text)' : 'hex(randomblob(32))';
  return `insert into "tabToDo" (${cols}) with recursive g(n) as (select 1 union all select n + 1 from g where n < ${ROWS}) select 'T' || n, ${at}, ${at}, 'Administrator', 'Administrator', 0, 0, ${text}, 'Open' from g`;
}

/**
 * Starts a GET and tears the connection down after `ms`, or as soon as the response headers
 * arrive if they come first.
 */
function abandon(url: string, path: string, auth: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(`${url}${path}`, { headers: { authorization: auth }, agent: false }, () => req.destroy());
    const timer = setTimeout(() => req.destroy(), ms);
    req.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
    req.on('error', () => {});
  });
}

async function timedGet(url: string, auth: string, ms: number): Promise<{ status: number | string; body: string }> {
  try {
    const res = await fetch(url, { headers: { authorization: auth }, signal: AbortSignal.timeout(ms) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: `no answer within ${ms} ms (${(err as Error).name})`, body: '' };
  }
}

perDialect('streamed listings whose client goes away', (site, dialect) => {
  let svc: SvcProcess;
  before(async () => {
    const runtime = await site().app.sites.get(site().site);
    await runtime.db.write((tx) => tx.run({ sql: fillSql(dialect.name), parameters: [] } as unknown as CompiledQuery));
    svc = await startSvc(site().sitesDir);
  });
  after(async () => {
    await svc?.stop('SIGKILL');
  });

  it('give their database connection back: later reads and full listings still answer at once', async () => {
    // Sorted on an unindexed column, so the first row takes a while: some clients leave while the
    // query runs (before the response starts), others once the rows are flowing.
    const path = '/api/resource/ToDo?limit_page_length=0&fields=["name","description"]&order_by=description%20asc';
    // More of each kind than either pool holds (PostgreSQL 10, MariaDB 8).
    for (let i = 0; i < 24; i++) {
      await abandon(svc.url, path, site().adminAuth, i % 2 === 0 ? 15 : 10_000);
      await new Promise((r) => setTimeout(r, 20));
    }
    const one = await timedGet(`${svc.url}/api/resource/ToDo?limit_page_length=1`, site().adminAuth, 3000);
    assert.equal(one.status, 200, one.body);
    const all = await timedGet(`${svc.url}${path}`, site().adminAuth, 60_000);
    assert.equal(all.status, 200, all.body.slice(0, 300));
    assert.equal(JSON.parse(all.body).data.length, ROWS);
  });
});
