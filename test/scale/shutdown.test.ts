import assert from 'node:assert/strict';
import { it } from 'node:test';
import { startSvc } from '../helpers/svc-process.ts';
import { createTestSite } from '../helpers/test-site.ts';
import { scaleDialect } from './dialect.ts';
import { heldLogin, untilRefused, warmAgent } from './keep-alive.ts';

const { dialect: sqlite, skip } = await scaleDialect('sqlite', 'the graceful shutdown test is');

/**
 * Past this the process did not stop "at once": it waited for something other than its
 * requests. Well under the 30 s grace period, after which it would exit 1; not a speed check.
 */
const STOPS_WITHIN_MS = 20_000;

it('SIGTERM with keep-alive clients: requests in flight are answered, their connections closed, and the process exits 0 at once', { skip }, async () => {
  const site = await createTestSite(sqlite!);
  const svc = await startSvc(site.sitesDir).catch(async (err) => {
    await site.close();
    throw err;
  });
  try {
    // Four keep-alive connections: three carry a request in flight, one stays idle.
    const agent = await warmAgent(svc.url, 4);
    const held = await Promise.all(Array.from({ length: 3 }, () => heldLogin(agent, svc.url)));
    const exited = svc.stop('SIGTERM');
    // Stopped accepting, so the signal has landed; only now do the requests get their bodies.
    await untilRefused(svc.url);
    const t0 = Date.now();
    for (const h of held) h.release();
    const answers = await Promise.all(held.map((h) => h.answer));
    const code = await exited;
    const took = Date.now() - t0;
    agent.destroy();
    assert.deepEqual(answers, answers.map(() => ({ status: 200, connection: 'close' })));
    assert.equal(code, 0);
    assert.ok(took < STOPS_WITHIN_MS, `exited ${took} ms after its last request was answered`);
  } finally {
    await svc.kill();
    await site.close();
  }
});
