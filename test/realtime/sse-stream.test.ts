import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { perDialect } from '../helpers/per-dialect.ts';
import { listenOnLoopback } from '../helpers/browser.ts';
import { settle } from '../helpers/realtime-client.ts';
import { runScenario } from '../helpers/scenario.ts';
import { call, insertAs } from '../helpers/users.ts';

interface Stream {
  events: Array<{ event: string; data: any }>;
  /** Resolves once the server ended the stream. */
  ended(): Promise<void>;
  waitFor(match: (e: { event: string; data: any }) => boolean, ms?: number): Promise<{ event: string; data: any }>;
  close(): void;
}

/** Opens the SSE endpoint with fetch and parses `event:`/`data:` blocks as they arrive. */
async function openStream(base: string, query: string, auth: string, site: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v2/realtime?${query}`, { headers: { Authorization: auth, 'X-Frappe-Site-Name': site }, signal: controller.signal });
  assert.equal(res.status, 200, await (res.status === 200 ? Promise.resolve('') : res.text()));
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const events: Stream['events'] = [];
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return markEnded();
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    ended: () => ended,
    // Long enough for a loaded machine: an event judged for a subscriber who reads only some
    // documents waits for the document's row from the database, and on PostgreSQL one delivery
    // missed 3 s while the whole suite started at once. A match ends the wait at once.
    async waitFor(match, ms = 10_000) {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        const found = events.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no matching SSE event; got ${JSON.stringify(events)}`);
    },
    close: () => controller.abort(),
  };
}

/** Issue 17 part 5: the same events and rules as a socket, as Server-Sent Events. */
perDialect('Realtime over Server-Sent Events', (site) => {
  const admin = () => site().adminAuth;
  let base = '';
  let keeper = '';

  before(async () => {
    base = await listenOnLoopback(site());
    await insertAs(site(), admin(), 'Role', { role_name: 'Memo Keeper', desk_access: 1 });
    await runScenario(site(), {
      name: 'define Stream Memo', method: 'POST', url: '/api/resource/DocType', auth: admin(), status: 200,
      json: {
        name: 'Stream Memo', module: 'Custom', autoname: 'field:title',
        fields: [{ fieldname: 'title', fieldtype: 'Data', reqd: 1 }],
        permissions: [{ role: 'System Manager', read: 1, write: 1, create: 1, delete: 1 }, { role: 'Memo Keeper', read: 1, write: 1, create: 1, if_owner: 1 }],
      },
    });
    keeper = await site().addUser('stream.keeper@example.com', ['Memo Keeper']);
  });

  it('streams list_update of readable documents only, and doc_update for one document', async () => {
    const mine = await openStream(base, 'doctype=Stream Memo', keeper, site().site);
    const all = await openStream(base, 'doctype=Stream Memo', admin(), site().site);
    try {
      await mine.waitFor((e) => e.event === 'subscribed');
      await insertAs(site(), admin(), 'Stream Memo', { title: 's-admin' });
      await insertAs(site(), keeper, 'Stream Memo', { title: 's-keeper' });
      const seen = await mine.waitFor((e) => e.event === 'list_update' && e.data.name === 's-keeper');
      assert.deepEqual(seen.data, { doctype: 'Stream Memo', name: 's-keeper', user: 'stream.keeper@example.com' });
      await all.waitFor((e) => e.event === 'list_update' && e.data.name === 's-admin');
      await settle();
      assert.equal(mine.events.some((e) => e.data.name === 's-admin'), false, "the admin's memo never reached the keeper");

      const one = await openStream(base, 'doctype=Stream Memo&name=s-keeper', keeper, site().site);
      try {
        await one.waitFor((e) => e.event === 'subscribed');
        await call(site(), { method: 'DELETE', url: '/api/resource/Stream Memo/s-keeper', auth: admin() });
        const gone = await one.waitFor((e) => e.event === 'doc_update');
        assert.equal(gone.data.name, 's-keeper');
      } finally {
        one.close();
      }
    } finally {
      mine.close();
      all.close();
    }
  });

  it('answers errors as any request does: 403 for a Guest or an unreadable DocType, 404 for a hidden document, 417 for bad arguments', async () => {
    await insertAs(site(), admin(), 'Stream Memo', { title: 's-hidden' });
    const other = await site().addUser('stream.nobody@example.com', []);
    const get = (query: string, auth?: string) => call(site(), { method: 'GET', url: `/api/v2/realtime?${query}`, auth });
    assert.equal((await get('doctype=Stream Memo')).status, 403);
    assert.equal((await get('doctype=Stream Memo', other)).status, 403);
    assert.equal((await get('doctype=Stream Memo&name=s-hidden', keeper)).status, 404);
    assert.equal((await get('doctype=No Such Thing', admin())).status, 404);
    assert.equal((await get('', admin())).status, 417);
    assert.equal((await get('doctype=Stream Memo&doctype=ToDo', admin())).status, 417);
    const body = (await get('doctype=Stream Memo', other)).json;
    assert.equal(body.errors?.[0]?.type ?? body.exc_type, 'PermissionError');
  });
});

perDialect('closing the server with streams open or abandoned', (site) => {
  it('ends the streams and closes at once, not after the idle timeout of a kept-alive connection', async () => {
    const base = await listenOnLoopback(site());
    const kept = await openStream(base, 'doctype=ToDo', site().adminAuth, site().site);
    const abandoned = await openStream(base, 'doctype=ToDo', site().adminAuth, site().site);
    await kept.waitFor((e) => e.event === 'subscribed');
    await abandoned.waitFor((e) => e.event === 'subscribed');
    abandoned.close();
    // A rights change ends the streams from the server's side (the client would reconnect).
    await site().addUser('sse.newcomer@example.com', []);
    await insertAs(site(), site().adminAuth, 'ToDo', { description: 'after the change' });
    const started = performance.now();
    await site().app.close();
    assert.ok(performance.now() - started < 5000, `closed in ${(performance.now() - started).toFixed(0)} ms`);
    kept.close();
  });
});
