import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { lazyRequestLogger } from './request-logger.ts';

/** A real pino logger writing to memory, counting the children made of it. */
function recordingLogger(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const parent = pino({ level }, stream);
  let children = 0;
  const original = parent.child;
  // Children inherit this method: only the server logger's own children are counted.
  parent.child = function (this: typeof parent, bindings, options) {
    if (this === parent) children++;
    return original.call(this, bindings, options);
  } as typeof parent.child;
  return { parent: parent as unknown as FastifyBaseLogger, lines, children: () => children };
}

describe('the lazy request logger', () => {
  it('makes no child for a request that writes no line, below the level included', () => {
    const { parent, lines, children } = recordingLogger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r1' }, {});
    log.info('not written');
    log.debug({ a: 1 }, 'not written');
    log.trace('not written');
    assert.equal(log.level, 'warn');
    assert.equal(children(), 0);
    assert.equal(lines.length, 0);
  });

  it("writes each line through one child bound to the request's id", () => {
    const { parent, lines, children } = recordingLogger('info');
    const log = lazyRequestLogger(parent, { reqId: 'r2' }, {});
    log.info({ status: 200 }, 'request');
    log.error({ err: 'boom' }, 'failed');
    assert.equal(children(), 1);
    assert.deepEqual(lines.map((l) => [l.reqId, l.msg, l.level]), [['r2', 'request', 30], ['r2', 'failed', 50]]);
    assert.equal(lines[0].status, 200);
  });

  it("honours a route's own level, and a level set on it", () => {
    const { parent, lines } = recordingLogger('info');
    const quiet = lazyRequestLogger(parent, { reqId: 'r3' }, { level: 'error' });
    assert.equal(quiet.level, 'error');
    quiet.warn('below the route level');
    quiet.error('written');
    assert.deepEqual(lines.map((l) => l.msg), ['written']);
    const loud = lazyRequestLogger(parent, { reqId: 'r4' }, {});
    loud.level = 'debug';
    loud.debug('now written');
    assert.equal(lines.at(-1)?.msg, 'now written');
    assert.equal(parent.level, 'info', 'the server logger keeps its level');
  });

  it('makes children of its own child, keeping the bindings', () => {
    const { parent, lines } = recordingLogger('info');
    lazyRequestLogger(parent, { reqId: 'r5' }, {}).child({ part: 'x' }).info('nested');
    assert.deepEqual([lines[0].reqId, lines[0].part], ['r5', 'x']);
  });
});
