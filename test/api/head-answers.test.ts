import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { before, it } from 'node:test';
import { manualClock } from '../../src/context/clock.ts';
import { perDialect } from '../helpers/per-dialect.ts';
import { rawExchange, splitAnswers } from '../helpers/raw-http.ts';
import type { TestSite } from '../helpers/test-site.ts';
import { setSiteConfig } from '../helpers/users.ts';

// A HEAD answer has no body (RFC 9110 §9.3.2): the client reads its head and takes the next bytes
// as the next answer, so a body there desynchronises a kept-alive connection. Sent over raw
// sockets, since inject and fetch frame answers themselves.

/** One request as a client writes it. */
function request(method: string, target: string, headers: Record<string, string> = {}): string {
  return [`${method} ${target} HTTP/1.1`, 'Host: localhost', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
}

async function listen(site: TestSite): Promise<number> {
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  return (site.app.server.address() as AddressInfo).port;
}

/** Over 64 KiB of headers: more than node accepts whatever its limit is set to here. */
const BIG_HEADER = `X-Big: ${'a'.repeat(100_000)}\r\n`;

perDialect('HEAD answers', (site) => {
  let port = 0;
  before(async () => {
    port = await listen(site());
  });

  it('answers every HEAD without a body, errors too, so the next answer on the connection parses', async () => {
    const auth = { Authorization: site().adminAuth };
    const heads: Array<[string, Record<string, string>, number]> = [
      ['/api/resource/ToDo', auth, 200],
      ['/api/resource/ToDo/no-such-todo', auth, 404],
      ['/api/resource/No%20Such%20Type', auth, 404],
      [`/api/resource/ToDo?fields=${encodeURIComponent('["nope"]')}`, auth, 417],
      ['/api/resource/ToDo', {}, 403],
      ['/api/nothing', auth, 404],
      ['/api/method/frappe.client.get_lst', auth, 417],
      ['/api/method/frappe.client.insert', auth, 403],
      ['/?cmd=frappe.client.get_lst', auth, 417],
      ['/api/v2/document/ToDo/no-such-todo', auth, 404],
      ['/api/v2/method/frappe.client.get_lst', auth, 417],
      ['/no/such/page', {}, 404],
    ];
    const chunk = heads.map(([target, headers]) => request('HEAD', target, headers)).join('') + request('GET', '/api/method/ping', { Connection: 'close' });
    const raw = await rawExchange(port, [chunk]);
    const { answers, rest } = splitAnswers(raw, [...heads.map(() => 'HEAD'), 'GET']);
    assert.equal(answers.length, heads.length + 1, raw.toString('latin1').slice(0, 2000));
    heads.forEach(([target], i) => assert.equal(answers[i].status, heads[i][2], `HEAD ${target}: ${answers[i].head}`));
    const ping = answers[heads.length];
    assert.deepEqual([ping.status, JSON.parse(ping.body.toString())], [200, { message: 'pong' }], 'the GET after them parses');
    assert.equal(rest.length, 0, `nothing after the last answer: ${rest.toString('latin1').slice(0, 200)}`);
  });

  it('answers HEAD during maintenance with 503 and no body', async () => {
    await setSiteConfig(site(), { maintenance_mode: 1 });
    try {
      const raw = await rawExchange(port, [request('HEAD', '/api/resource/ToDo', { Authorization: site().adminAuth }) + request('GET', '/api/resource/ToDo', { Authorization: site().adminAuth, Connection: 'close' })]);
      const { answers, rest } = splitAnswers(raw, ['HEAD', 'GET']);
      assert.deepEqual(answers.map((a) => a.status), [503, 503], raw.toString('latin1').slice(0, 1000));
      assert.equal(JSON.parse(answers[1].body.toString()).exc_type, 'SessionStopped');
      assert.equal(rest.length, 0);
    } finally {
      await setSiteConfig(site(), { maintenance_mode: null });
    }
  });

  it('refuses headers over the limit with 431: Frappe\'s envelope for a GET, no body for a HEAD', async () => {
    const get = splitAnswers(await rawExchange(port, [request('GET', '/api/method/ping').replace('\r\n\r\n', `\r\n${BIG_HEADER}\r\n`)]), ['GET']);
    assert.equal(get.answers[0]?.status, 431, get.answers[0]?.head);
    const body = JSON.parse(get.answers[0].body.toString());
    assert.equal(body.exc_type, 'RequestHeaderFieldsTooLarge');
    assert.deepEqual(JSON.parse(body.exc), ['frappe.exceptions.RequestHeaderFieldsTooLarge: The request headers are larger than the server accepts']);
    assert.match(get.answers[0].head, /^connection: close$/im);

    const headAtOnce = request('HEAD', '/api/method/ping').replace('\r\n\r\n', `\r\n${BIG_HEADER}\r\n`);
    // The request line, then the headers in later reads: the bytes of the refused read do not say HEAD.
    const headInPieces = [request('HEAD', '/api/method/ping').replace(/\r\n$/, ''), BIG_HEADER.slice(0, 50_000), `${BIG_HEADER.slice(50_000)}\r\n`];
    // A GET answered first on the same connection, then a HEAD refused.
    const afterGet = [request('GET', '/api/method/ping'), headAtOnce];
    for (const [label, chunks, methods] of [['at once', [headAtOnce], ['HEAD']], ['in pieces', headInPieces, ['HEAD']], ['after a GET', afterGet, ['GET', 'HEAD']]] as const) {
      const raw = await rawExchange(port, chunks);
      const { answers, rest } = splitAnswers(raw, methods);
      const refused = answers[answers.length - 1];
      assert.equal(refused?.status, 431, `${label}: ${raw.toString('latin1').slice(0, 500)}`);
      assert.match(refused.head, /^content-length: 0$/im, label);
      assert.equal(rest.length, 0, `${label}: no body after the head: ${rest.toString('latin1').slice(0, 200)}`);
      if (methods.length === 2) assert.deepEqual(JSON.parse(answers[0].body.toString()), { message: 'pong' }, label);
    }
  });

  it('refuses a malformed request with 400: Frappe\'s envelope for a GET, no body for a HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const raw = await rawExchange(port, [`${method} /api/method/ping HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n`]);
      const { answers, rest } = splitAnswers(raw, [method]);
      assert.equal(answers[0]?.status, 400, `${method}: ${raw.toString('latin1')}`);
      assert.equal(rest.length, 0, method);
      if (method === 'GET') assert.equal(JSON.parse(answers[0].body.toString()).exc_type, 'BadRequest');
      else assert.match(answers[0].head, /^content-length: 0$/im);
    }
  });
});

perDialect(
  'HEAD answers over the rate limit',
  (site) => {
    it('answers HEAD with 429 and no body once the budget is spent', async () => {
      const port = await listen(site());
      const auth = { Authorization: site().adminAuth };
      // The first request runs and spends the budget; the next ones are refused.
      splitAnswers(await rawExchange(port, [request('GET', '/api/resource/ToDo', { ...auth, Connection: 'close' })]), ['GET']);
      const raw = await rawExchange(port, [request('HEAD', '/api/resource/ToDo', auth) + request('GET', '/api/resource/ToDo', { ...auth, Connection: 'close' })]);
      const { answers, rest } = splitAnswers(raw, ['HEAD', 'GET']);
      assert.deepEqual(answers.map((a) => a.status), [429, 429], raw.toString('latin1').slice(0, 1000));
      assert.equal(JSON.parse(answers[1].body.toString()).exc_type, 'TooManyRequestsError');
      assert.equal(rest.length, 0);
    });
  },
  { clock: manualClock(Date.UTC(2026, 2, 10, 5, 0, 0) * 1000), siteConfig: { rate_limit: { limit: 0.000001, window: 3600 } } },
);
