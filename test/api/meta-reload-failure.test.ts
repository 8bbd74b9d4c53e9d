import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createDocType } from '../helpers/doctypes.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { send } from '../helpers/scenario.ts';
import type { TestSite } from '../helpers/test-site.ts';

/** Makes the site's next DocType reload fail the way a dropped database connection does. */
async function failNextReload(site: TestSite): Promise<void> {
  const runtime = await site.app.sites.get(site.site);
  const real = runtime.reloadMeta.bind(runtime);
  runtime.reloadMeta = async () => {
    runtime.reloadMeta = real;
    await new Promise((r) => setTimeout(r, 10));
    throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
  };
}

perDialect('a DocType reload that fails', (site) => {
  it('does not take the process down when no request awaits it', async () => {
    await failNextReload(site());
    // The change notice starts the reload at commit; nothing awaits it until the next request.
    await createDocType(site(), 'Unawaited', [{ fieldname: 'title', fieldtype: 'Data' }]);
    await new Promise((r) => setTimeout(r, 100));
    const res = await send(site(), { method: 'GET', url: '/api/resource/Unawaited', auth: site().adminAuth });
    assert.equal(res.statusCode, 200, res.body);
  });

  it('is retried: requests meanwhile are answered, and the new DocType appears at the next one', async () => {
    await failNextReload(site());
    await createDocType(site(), 'Retried', [{ fieldname: 'title', fieldtype: 'Data' }]);
    const during = await send(site(), { method: 'GET', url: '/api/resource/ToDo', auth: site().adminAuth });
    assert.equal(during.statusCode, 200, during.body);
    const after = await send(site(), { method: 'GET', url: '/api/resource/Retried', auth: site().adminAuth });
    assert.equal(after.statusCode, 200, after.body);
    const again = await send(site(), { method: 'GET', url: '/api/resource/ToDo', auth: site().adminAuth });
    assert.equal(again.statusCode, 200, again.body);
  });
});
