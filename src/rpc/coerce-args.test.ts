import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isAppError } from '../errors/app-error.ts';
import { coerceArgs } from './coerce-args.ts';
import { whitelist } from './method-def.ts';

const def = whitelist({
  path: 't',
  params: [
    { name: 'n', type: 'int' },
    { name: 'x', type: 'float' },
    { name: 'b', type: 'bool', default: true },
    { name: 's', type: 'str', required: true },
    { name: 'j', type: 'json' },
  ],
  handler: () => undefined,
});

it('coerces query-string text to the declared types (pydantic lax mode, as Frappe v15)', () => {
  assert.deepEqual(coerceArgs(def, { n: '5', x: '2.5', b: 'false', s: 'hi', j: '{"a":[1]}' }), { n: 5, x: 2.5, b: false, s: 'hi', j: { a: [1] } });
  assert.deepEqual(coerceArgs(def, { n: 7, b: 1, s: 3, j: [1] }), { n: 7, x: undefined, b: true, s: '3', j: [1] });
  assert.equal(coerceArgs(def, { s: 'x', j: 'not json' }).j, 'not json', 'parse_json leaves plain text alone');
});

it('uses defaults for missing arguments and drops undeclared ones (no **kwargs)', () => {
  const args = coerceArgs(def, { s: 'x', extra: 'dropped', cmd: 'x' });
  assert.equal(args.b, true);
  assert.equal('extra' in args, false);
});

it('refuses uncoercible or missing required arguments with 417 naming the argument', () => {
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ s: 'x', n: 'five' }, /Argument 'n' should be of type 'int' but got 'str'/],
    [{ s: 'x', n: '1.5' }, /Argument 'n'/],
    [{ s: 'x', x: 'abc' }, /Argument 'x' should be of type 'float'/],
    [{ s: 'x', b: 'maybe' }, /Argument 'b' should be of type 'bool'/],
    [{ s: ['a'] }, /Argument 's' should be of type 'str' but got 'list'/],
    [{}, /Argument 's' is required/],
  ];
  for (const [form, message] of cases) {
    assert.throws(() => coerceArgs(def, form), (err: unknown) => isAppError(err) && err.status === 417 && err.excType === 'FrappeTypeError' && message.test(err.message), JSON.stringify(form));
  }
});

it('passes extra arguments through when the method accepts them', () => {
  const open = whitelist({ path: 'o', params: [], extraArgs: true, handler: () => undefined });
  assert.deepEqual(coerceArgs(open, { a: '1', sid: 'secret', ignore_permissions: 1 }), { a: '1' });
});
