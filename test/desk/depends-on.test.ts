import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dependsOn, evalExpression, UnsupportedExpression } from '../../desk/src/depends-on.ts';

const rule = { document_type: 'ToDo', event: 'Days Before', channel: 'Email', enabled: 1, count: '3', rows: [], tags: ['a'] };

/** The desk's reading of depends_on rules (docs/DECISIONS.md D116): a part of JavaScript, never run as code. */
describe('depends_on in the desk', () => {
  it('reads the rules of the built-in DocTypes as Frappe evaluates them', () => {
    const cases: Array<[string, boolean]> = [
      ['eval:doc.document_type && (doc.event=="Days After" || doc.event=="Days Before")', true],
      ['eval:doc.document_type && doc.event=="Value Change"', false],
      ["eval: doc.channel !== 'System Notification'", true],
      ["eval:doc.channel == 'Email'", true],
      ["eval: in_list(['Email', 'System Notification'], doc.channel)", true],
      ['eval:!doc.send_to_all_assignees', true],
      ['enabled', true],
      ['rows', false],
      ['tags', true],
      ['missing_field', false],
    ];
    for (const [expression, expected] of cases) assert.equal(dependsOn(expression, rule, null, !expected), expected, expression);
  });

  it('compares as JavaScript does: == loosely, === strictly, and reads the parent of a row', () => {
    assert.equal(evalExpression('doc.count == 3', rule, null), true);
    assert.equal(evalExpression('doc.count === 3', rule, null), false);
    assert.equal(evalExpression('doc.missing == null && doc.missing === undefined', rule, null), true);
    assert.equal(evalExpression('doc.enabled == true', rule, null), true);
    assert.equal(evalExpression('doc.count > 2 ? "many" : "few"', rule, null), 'many');
    assert.equal(evalExpression('["x", "Email"].includes(doc.channel) && doc.tags.length === 1', rule, null), true);
    assert.equal(evalExpression('parent.channel', { idx: 1 }, rule), 'Email');
    assert.equal(evalExpression('doc["event"]', rule, null), 'Days Before');
  });

  it('refuses what is not in that part of JavaScript, and then answers what the field is without a rule', () => {
    for (const bad of ['alert(1)', 'doc.constructor.constructor("x")()', 'window.location', 'doc.x = 1', 'doc.event +', '(1', '"open', 'doc.missing.deeper', 'frappe.user.has_role("x")', `${'('.repeat(40)}1${')'.repeat(40)}`, 'x'.repeat(1001)]) {
      assert.throws(() => evalExpression(bad, rule, null), UnsupportedExpression, bad);
    }
    assert.equal(evalExpression('doc.constructor', rule, null), undefined, 'a prototype’s property is not the document’s');
    assert.equal(evalExpression('doc["__proto__"]', rule, null), undefined);
    assert.equal(dependsOn('eval:alert(1)', rule, null, true), true, 'shown');
    assert.equal(dependsOn('eval:alert(1)', rule, null, false), false, 'not mandatory, not read-only');
    assert.equal(dependsOn('fn:toggle_fields', rule, null, true), true, 'a form script’s method: no form scripts here');
    assert.equal(dependsOn('', rule, null, true), true);
    assert.equal(dependsOn(undefined, rule, null, false), false);
  });
});
