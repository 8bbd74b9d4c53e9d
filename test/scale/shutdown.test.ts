import assert from 'node:assert/strict';
import { it } from 'node:test';
import { enabledDialects } from '../helpers/dialects.ts';
import { startSvc } from '../helpers/svc-process.ts';
import { createTestSite } from '../helpers/test-site.ts';
import { slowLogin, warmAgent } from './keep-alive.ts';

const sqlite = (await enabledDialects()).find((d) => d.name === 'sqlite')!;

it('SIGTERM with keep-alive clients: requests in flight are answered, their connections closed, and the process exits 0 at once', async () => {
  const site = await createTestSite(sqlite);
  try {
    const svc = await startSvc(site.sitesDir);
    const agent = await warmAgent(svc.url, 3);
    const inFlight = Array.from({ length: 3 }, () => slowLogin(agent, svc.url));
    await new Promise((r) => setTimeout(r, 10));
    const t0 = Date.now();
    const code = await svc.stop('SIGTERM');
    const took = Date.now() - t0;
    const answers = await Promise.all(inFlight);
    agent.destroy();
    assert.deepEqual(answers, answers.map(() => ({ status: 200, connection: 'close' })));
    assert.equal(code, 0);
    assert.ok(took < 5000, `exited ${took} ms after SIGTERM`);
  } finally {
    await site.close();
  }
});
