import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readSiteConfig } from '../../src/config/site-config.ts';
import { openDatabase } from '../../src/storage/dialects/index.ts';
import { enabledDialects } from '../helpers/dialects.ts';
import { startSvc, type SvcProcess } from '../helpers/svc-process.ts';
import { createTestSite } from '../helpers/test-site.ts';

const CHILDREN = 3;
/** Writers kept busy at once, and how many acknowledged writes to see before the kill. */
const PARALLEL = 8;
const KILL_AFTER_ACKS = 40;

/**
 * kill -9 of a serving process in the middle of a write load: every write it acknowledged is
 * there after a restart, whole, and nothing it did not finish is there in part (a Note with its
 * `seen_by` child rows is one transaction: never a parent without its children or the reverse).
 */
for (const dialect of await enabledDialects()) {
  describe(`crash safety [${dialect.name}]`, () => {
    it('a killed process loses no acknowledged write and leaves no half-written document', async () => {
      const site = await createTestSite(dialect);
      let target: SvcProcess | undefined;
      try {
        target = await startSvc(site.sitesDir);
        const { url, child } = target;
        const acked = new Set<string>();
        let attempted = 0;
        let killed = false;
        /** Requests sent and not yet answered at the moment of the kill (read synchronously then). */
        let inFlightAtKill = 0;
        const writer = async () => {
          while (!killed) {
            attempted++;
            try {
              const res = await fetch(`${url}/api/resource/Note`, {
                method: 'POST',
                headers: { authorization: site.adminAuth, 'content-type': 'application/json' },
                body: JSON.stringify({ title: `crash ${attempted}`, seen_by: Array.from({ length: CHILDREN }, () => ({ user: 'Administrator' })) }),
              });
              const json = (await res.json()) as { data: { name: string } };
              if (res.status === 200) acked.add(json.data.name);
              if (acked.size >= KILL_AFTER_ACKS && !killed) {
                killed = true;
                inFlightAtKill = attempted - acked.size;
                child.kill('SIGKILL');
              }
            } catch {
              return; // the connection died with the process: not acknowledged
            }
          }
        };
        await Promise.all(Array.from({ length: PARALLEL }, writer));
        assert.equal(await target.stop(), null, 'killed by the signal, not exited');
        // Answers already on their way when the signal lands still count as acknowledged (and are
        // checked below); what matters is that the kill came while requests were outstanding.
        assert.ok(inFlightAtKill > 0, 'writes were in flight when it died');

        const restarted = await startSvc(site.sitesDir);
        try {
          for (const name of acked) {
            const res = await fetch(`${restarted.url}/api/resource/Note/${name}`, { headers: { authorization: site.adminAuth } });
            assert.equal(res.status, 200, `acknowledged ${name} is there`);
            const doc = ((await res.json()) as { data: { seen_by: unknown[] } }).data;
            assert.equal(doc.seen_by.length, CHILDREN, `${name} has all its child rows`);
          }
        } finally {
          assert.equal(await restarted.stop(), 0);
        }

        const db = openDatabase(readSiteConfig(site.sitesDir, site.site), path.join(site.sitesDir, site.site));
        try {
          const counts = await db.read((tx) =>
            tx.all<{ name: string; children: number | string }>(
              tx.builder
                .selectFrom('tabNote as n')
                .leftJoin('tabNote Seen By as c', (j) => j.onRef('c.parent', '=', 'n.name').on('c.parenttype', '=', 'Note'))
                .select(['n.name', (eb) => eb.fn.count('c.name').as('children')])
                .groupBy('n.name'),
            ),
          );
          assert.ok(counts.length >= acked.size);
          for (const row of counts) assert.equal(Number(row.children), CHILDREN, `${row.name}: never a parent without all its children`);
          const orphans = await db.read((tx) =>
            tx.all(tx.builder.selectFrom('tabNote Seen By as c').select('c.name').where(({ not, exists, selectFrom }) => not(exists(selectFrom('tabNote as n').select('n.name').whereRef('n.name', '=', 'c.parent'))))),
          );
          assert.deepEqual(orphans, [], 'never child rows without their parent');
        } finally {
          await db.close();
        }
      } finally {
        // A failed assertion above must not leave the first process running.
        await target?.kill();
        await site.close();
      }
    });
  });
}
