import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isAppError } from '../errors/app-error.ts';
import { compileExpression, EXPRESSION_LIMITS, validateExpression, type Value } from './expression.ts';

const env = { today: '2024-03-10', now: '2024-03-10 12:00:00.000000', user: 'ann@example.com' };
const doc = {
  name: 'SO-1', status: 'Open', grand_total: 250, owner: 'bob@example.com', qty: 0, note: '', closed: null, is_active: 1,
  posting_date: '2024-03-01', tags: ['a', 'b'], items: [{ item: 'Pen', qty: 2 }, { item: 'Ink', qty: 5 }], meta: { k: 'v' },
};

const run = (source: string, scope: Record<string, unknown> = { doc }): Value => compileExpression(source, { names: ['doc'] }).evaluate(scope, env);

function refused(fn: () => unknown, message: RegExp): void {
  assert.throws(fn, (err) => {
    assert.ok(isAppError(err), `not an AppError: ${String(err)}`);
    assert.equal(err.status, 417);
    assert.equal(err.excType, 'ValidationError');
    assert.match(err.message, message);
    return true;
  });
}
const bad = (source: string, message: RegExp, names = ['doc']) => refused(() => validateExpression(source, { names }), message);
const failsAt = (source: string, message: RegExp) => refused(() => run(source), message);

test('Frappe-style conditions', () => {
  assert.equal(run('doc.status == "Open" and doc.grand_total > 100'), true);
  assert.equal(run("doc.owner != 'Administrator'"), true);
  assert.equal(run('not doc.note'), true);
  assert.equal(run('not doc.status'), false);
  assert.equal(run('doc.status in ("Open", "Closed")'), true);
  assert.equal(run('doc.status in ["Closed"]'), false);
  assert.equal(run('doc.status not in ["Closed"]'), true);
  assert.equal(run('doc.get("status")'), 'Open');
  assert.equal(run('doc.get("nope", "d")'), 'd');
  assert.equal(run('doc.closed is None and doc.status is not None'), true);
  assert.equal(run('100 < doc.grand_total <= 250'), true);
  assert.equal(run('100 < doc.grand_total < 250'), false);
  assert.equal(run('(doc.qty or 3) * 2 + 1'), 7);
  assert.equal(run('doc.grand_total / 4 - 2.5'), 60);
  assert.equal(run('7 // 2 + 7 % 3 + -7 // 2'), 0);
  assert.equal(run('len(doc.items) == 2 and len(doc.status) == 4'), true);
  assert.equal(run('doc.items[1].qty + doc.items[-2].qty'), 7);
  assert.equal(run('doc.meta["k"] + (doc.meta["missing"] or "!")'), 'v!');
  assert.equal(run('doc.is_active == True and doc.qty == False'), true);
  assert.equal(run('"b" in doc.tags and "pe" in "Open".lower()'), true);
  assert.equal(run('"yes" if doc.grand_total > 100 else "no"'), 'yes');
  assert.equal(run('doc.missing_field'), null);
  assert.equal(run('doc.status.startswith("Op") and doc.status.upper() == "OPEN"'), true);
  assert.equal(run('[1, 2] + [3] == [1, 2, 3] and (1, 2) < (1, 3)'), true);
  assert.equal(run('"a" "b"'), 'ab');
});

test('Python truthiness and the values "and"/"or" return', () => {
  assert.equal(run('doc.note or "fallback"'), 'fallback');
  assert.equal(run('doc.status and doc.grand_total'), 250);
  assert.equal(run('[] or () or 0 or 0.0 or None or ""'), '');
  assert.equal(compileExpression('doc.tags', { names: ['doc'] }).test({ doc }, env), true);
  assert.equal(compileExpression('doc.items[0].missing', { names: ['doc'] }).test({ doc }, env), false);
  assert.equal(run('1 == 1.0 and True == 1 and "1" != 1 and None == None and [1, "a"] == [1, "a"]'), true);
});

test('functions of the allow-list, bare or under frappe.utils / utils', () => {
  assert.equal(run('nowdate() == today() == frappe.utils.nowdate() == utils.today()'), true);
  assert.equal(run('frappe.utils.now()'), env.now);
  assert.equal(run('doc.posting_date < nowdate() and getdate(doc.posting_date) == "2024-03-01"'), true);
  assert.equal(run('add_days(doc.posting_date, 30)'), '2024-03-31');
  assert.equal(run('add_months("2024-01-31", 1)'), '2024-02-29');
  assert.equal(run('date_diff(nowdate(), doc.posting_date)'), 9);
  assert.equal(run('frappe.session.user'), 'ann@example.com');
  assert.equal(run('cint("12abc") + flt("2.5") + cint(None) + int("3") + float("0.5") + abs(-1)'), 19);
  assert.equal(run('str(12) + cstr(None) + str(None) + str(True)'), '12NoneTrue');
  assert.equal(run('round(2.5) + round(3.5) + round(1.26, 1)'), 7.3);
  assert.equal(run('max(doc.grand_total, 3) + min([4, 2, 9]) + bool("x")'), 253);
});

test('a condition may name a DocType\'s fields directly (Assignment Rule)', () => {
  const c = compileExpression('status == "Open" and priority != "Low"', { names: ['status', 'priority'] });
  assert.equal(c.test({ status: 'Open', priority: 'High' }, env), true);
  assert.equal(c.test({ status: 'Open' }, env), true);
});

test('unknown names, fields, functions and methods are refused when compiled', () => {
  bad('foo == 1', /^Condition: unknown name "foo" \(column 1\)$/);
  bad('doc.status == 1 and frappe.db.get_value("User", "x")', /"frappe\.db\.get_value" is not available \(column 31\)/);
  bad('eval("1")', /unknown function "eval"/);
  bad('frappe.nowdate()', /"frappe.nowdate" is not available/);
  bad('frappe.utils.get_url()', /"frappe.utils.get_url" is not available/);
  bad('open("/etc/passwd")', /unknown function "open"/);
  bad('__import__("os")', /"__import__" is not allowed|unknown function/);
  bad('doc.status.format()', /the method "format" is not allowed/);
  bad('len()', /len\(\) takes 1 argument \(0 given\)/);
  bad('nowdate', /"nowdate" is a function/);
  bad('frappe', /"frappe" alone is not a value/);
  bad('frappe.session.sid', /only frappe.session.user/);
  bad('doc.x is 1', /"is" compares only with None, True or False/);
  refused(() => validateExpression('doc.nope == 1', { names: ['doc'], fields: { doc: ['status'] } }), /doc has no field "nope"/);
  assert.doesNotThrow(() => validateExpression('doc.status == 1 and doc.items[0].anything', { names: ['doc'], fields: { doc: ['status', 'items'] } }));
  assert.doesNotThrow(() => validateExpression('', { names: [] }));
  assert.doesNotThrow(() => validateExpression('  ', { names: [] }));
});

test('syntax errors name the column', () => {
  bad('doc.status ==', /^Condition: unexpected the end \(column 14\)$/);
  bad('doc.status = "x"', /unexpected character "=" \(column 12\)/);
  bad('doc.a && doc.b', /unexpected character "&"/);
  bad('"abc', /unterminated string \(column 1\)/);
  bad('lambda: 1', /"lambda" is not supported/);
  bad('[x for x in doc.items]', /unexpected "for"|expected/);
  bad('doc.items[0:1]', /slices are not supported/);
  bad('{"a": 1}', /dictionaries and sets are not supported/);
  bad('2 ** 3', /"\*\*" is not supported/);
  bad('f"{doc.name}"', /prefixed strings/);
  bad('1abc', /invalid number/);
  refused(() => compileExpression('', { names: [] }), /the expression is empty \(column 1\)/);
  bad('doc.status == "Open" doc', /unexpected "doc"/);
});

test('attacks: internals are refused, long or deep input is bounded', () => {
  for (const src of ['doc.__class__', 'doc.constructor', '[].__proto__', 'doc.__proto__.x', '"".__class__.__mro__', 'doc.constructor.constructor("return process")()', 'doc.toString()', '().__class__.__bases__[0].__subclasses__()', 'doc["__proto__"]', 'doc.items.prototype']) {
    if (src === 'doc["__proto__"]') {
      assert.equal(run(src), null);
      continue;
    }
    bad(src, /not allowed/);
  }
  bad('x'.repeat(EXPRESSION_LIMITS.source + 1), /longer than 10000 characters/);
  bad('1 + '.repeat(1500) + '1', /more than 2000 tokens/);
  bad('('.repeat(100) + '1' + ')'.repeat(100), /nested more than 64 deep/);
  bad('not '.repeat(100) + '1', /nested more than 64 deep/);
  bad('-'.repeat(100) + '1', /nested more than 64 deep/);
  bad('['.repeat(100) + ']'.repeat(100), /nested more than 64 deep/);
  assert.equal(run('1' + ' + 1'.repeat(900)), 901);
  const huge = 'x'.repeat(600_000);
  refused(() => compileExpression('doc.s + doc.s', { names: ['doc'] }).evaluate({ doc: { s: huge } }, env), /the result is longer than 1000000/);
  const polluted = JSON.parse('{"__proto__": {"status": "Open"}}');
  assert.equal(compileExpression('doc.status', { names: ['doc'] }).evaluate({ doc: polluted }, env), null);
  assert.equal(({} as Record<string, unknown>).status, undefined);
});

test('run-time errors are 417s with Python\'s wording, never a crash', () => {
  failsAt('doc.closed > 1', /failed: '>' not supported between instances of 'NoneType' and 'int'/);
  failsAt('doc.status < 3', /'<' not supported between instances of 'str' and 'int'/);
  failsAt('1 in doc.status', /'in <string>' requires string as left operand, not int/);
  failsAt('"a" in doc.grand_total', /argument of type 'int' is not iterable/);
  failsAt('doc.grand_total / doc.qty', /division by zero/);
  failsAt('doc.status + 1', /unsupported operand type\(s\) for \+: 'str' and 'int'/);
  failsAt('doc.status.qty', /'str' object has no attribute 'qty'/);
  failsAt('doc.items[5]', /list index out of range/);
  failsAt('doc.grand_total[0]', /'int' object is not subscriptable/);
  failsAt('doc.grand_total.lower()', /'int' object has no attribute 'lower'/);
  failsAt('len(doc.grand_total)', /object of type 'int' has no len\(\)/);
  failsAt('int("abc")', /int\(\) argument must be a number/);
  failsAt('add_days("tomorrow", 1)', /add_days\(\) needs a date/);
  failsAt('add_days(nowdate(), 1e12)', /out of range/);
  failsAt('-doc.status', /bad operand type for unary -: 'str'/);
  failsAt('max([])', /max\(\) arg is an empty sequence/);
});
