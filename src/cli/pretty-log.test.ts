import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prettyLine, prettyLogStream } from './pretty-log.ts';

describe('pretty log lines for svc dev', () => {
  const at = Date.UTC(2026, 10, 25, 9, 30, 15, 123);
  it('shows a request line as method, path, status, duration and who', () => {
    const line = JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', reqId: 'r1', site: 'localhost', user: 'Administrator', method: 'GET', path: '/api/resource/ToDo', status: 200, durationMs: 1.25, msg: 'request' });
    assert.equal(prettyLine(line), '09:30:15.123 INFO  GET /api/resource/ToDo 200 1.25 ms Administrator@localhost');
  });
  it('shows other lines with their message and extra keys', () => {
    assert.equal(prettyLine(JSON.stringify({ level: 50, time: at, msg: 'unhandled error', err: { message: 'boom' }, site: 'x' })), '09:30:15.123 ERROR unhandled error err={"message":"boom"}');
  });
  it('passes through what is not JSON', () => {
    assert.equal(prettyLine('plain text'), 'plain text');
  });
  it('writes whole lines as they complete, across chunks', async () => {
    const written: string[] = [];
    const out = { write: (s: string) => written.push(s) } as unknown as NodeJS.WritableStream;
    const stream = prettyLogStream(out);
    const line = JSON.stringify({ level: 40, time: at, msg: 'slow' });
    await new Promise<void>((r) => stream.write(line.slice(0, 10), () => r()));
    assert.deepEqual(written, []);
    await new Promise<void>((r) => stream.write(`${line.slice(10)}\n`, () => r()));
    assert.deepEqual(written, ['09:30:15.123 WARN  slow\n']);
  });
});
