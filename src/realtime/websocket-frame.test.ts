import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as ws from 'ws';
import { textFrame } from './websocket-frame.ts';

/** ws's own framing, which its typings leave out. */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };

test('frames text exactly as the ws library frames a server message, at every length encoding', () => {
  for (const length of [0, 1, 125, 126, 1000, 65535, 65536, 70000]) {
    const payload = Buffer.from('é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2));
    const expected = Buffer.concat(Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }));
    assert.deepEqual(textFrame(payload), expected, `payload of ${payload.length} bytes`);
  }
});
