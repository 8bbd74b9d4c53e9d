import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StatementNames } from './statement-names.ts';

describe('StatementNames', () => {
  it('names a text on its second use and keeps that name', () => {
    const names = new StatementNames(10);
    assert.equal(names.nameOf('select 1'), undefined, 'a first use runs unnamed');
    const name = names.nameOf('select 1');
    assert.equal(name, 'svc_0');
    assert.equal(names.nameOf('select 1'), name);
    assert.equal(names.nameOf('select 2'), undefined);
    assert.equal(names.nameOf('select 2'), 'svc_1', 'each text its own name');
  });

  it('names no more than its limit of texts; the rest run unnamed, the named keep their names', () => {
    const names = new StatementNames(3);
    for (let i = 0; i < 3; i++) names.nameOf(`select ${i}`), names.nameOf(`select ${i}`);
    assert.equal(names.size, 3);
    for (let round = 0; round < 3; round++) assert.equal(names.nameOf('select 99'), undefined, 'past the limit');
    assert.equal(names.size, 3);
    assert.equal(names.nameOf('select 0'), 'svc_0');
  });

  it('forgets the oldest one-off texts beyond its limit, so one-offs cannot grow it', () => {
    const names = new StatementNames(2);
    names.nameOf('a');
    names.nameOf('b');
    names.nameOf('c');
    assert.equal(names.nameOf('a'), undefined, '"a" was forgotten: this is a first use again');
    assert.equal(names.nameOf('c'), 'svc_0', '"c" was still remembered');
  });
});
